// Staff at the counter: the switch-account dialog, the 'acting as' banner and the acting session.
export { ActingBanner } from './components/acting-banner.tsx';
export { SwitchAccountDialog } from './components/switch-account-dialog.tsx';
export { stopActing } from './lib/acting.ts';
