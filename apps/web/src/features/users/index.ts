// The users feature's public entry: the login screen, the phone field and the session dialogs
// (the shell loads those lazily, each from its own module).
export { CpfCnpjField } from './components/cpf-cnpj-field.tsx';
export { ForgotPasswordDialog } from './components/forgot-password-dialog.tsx';
export { LoginScreen } from './components/login-screen.tsx';
export { OpenAdminDialog } from './components/open-admin-dialog.tsx';
export { PhoneField } from './components/phone-field.tsx';
export { PhoneValidationDialog } from './components/phone-validation-dialog.tsx';
export { ResetPasswordDialog } from './components/reset-password-dialog.tsx';
export { UpdateMyDataDialog } from './components/update-my-data-dialog.tsx';
