// The places feature's public entry: the place's logo and its information screen.
export { PlaceLogo } from './components/place-logo.tsx';
export { PlaceStatus, placeStatusText } from './components/place-status.tsx';
export { deliveryWindow, feeRange, StoreHeader } from './components/store-header.tsx';
export { StoreInfo } from './components/store-info.tsx';
