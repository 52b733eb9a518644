// The place's back-office screens (settings, theme, a new place); only back-office code imports this
// entry (bundle-rules.test.ts). The form-error helpers are shared with the catalogue's admin forms.
export { NewPlaceForm } from './components/new-place-form.tsx';
export { SettingsScreen } from './components/settings-screen.tsx';
export { ThemeScreen } from './components/theme-screen.tsx';
export { errorAt, serverFieldError } from './lib/form-errors.ts';
export { keepNewPlaceSession, newPlaceAdminUrl } from './lib/new-place-session.ts';
