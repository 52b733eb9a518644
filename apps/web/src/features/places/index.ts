// The places feature's public entry: the place's logo and its information screen.
export { PlaceLogo } from './components/place-logo.tsx';
export { StoreInfo } from './components/store-info.tsx';
