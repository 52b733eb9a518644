// The addresses feature's public entry: the address calls and pickers the checkout uses.
export { addressLine, addressListOf } from './api/address-calls.ts';
export { AddressPicker } from './components/address-picker.tsx';
export { ConfirmAddressDialog } from './components/confirm-address-dialog.tsx';
