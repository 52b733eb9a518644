// The place's back-office screens (settings, theme, a new place); only back-office code imports this
// entry (bundle-rules.test.ts). The form pieces and helpers are shared with the catalogue's and the
// coupons' admin forms.

export {
  CheckField,
  type Form,
  MoneyInput,
  NumberInput,
  SelectInput,
  TextInput,
} from './components/fields.tsx';
export { NewPlaceForm } from './components/new-place-form.tsx';
export { default as settingsStyles } from './components/settings.module.css';
export { SettingsScreen } from './components/settings-screen.tsx';
export { ThemeScreen } from './components/theme-screen.tsx';
export { errorAt, serverFieldError } from './lib/form-errors.ts';
export { localiseSettingsMessage } from './lib/localise.ts';
export { keepNewPlaceSession, newPlaceAdminUrl } from './lib/new-place-session.ts';
export { revealFirstError } from './lib/reveal-error.ts';
