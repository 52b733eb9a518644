// A patient's own registration on the clinic's host (spec 2 §7 createclinic; decision 167).
export { ClinicRegisterScreen } from './components/clinic-register-screen.tsx';
export { IdentifyUserScreen } from './components/identify-user-screen.tsx';
