// The places feature's public entry: the place's logo, its information screen, and whether it is
// open now and how to say it (the store header, the cart).
export { PlaceLogo } from './components/place-logo.tsx';
export { deliveryWindow, feeRange, StoreHeader } from './components/store-header.tsx';
export { StoreInfo } from './components/store-info.tsx';
export { type PlaceHours, type PlaceStatus, placeStatus, usePlaceStatus } from './lib/use-place-status.ts';
