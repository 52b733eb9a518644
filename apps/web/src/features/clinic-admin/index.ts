// The clinic's back office: specialities, professionals (profile, services, hours) and their calendar feeds.

export { ServiceTypesScreen } from './components/service-types-screen.tsx';
export { SpecialitiesScreen } from './components/specialities-screen.tsx';
export { SuppliersScreen } from './components/suppliers-screen.tsx';
