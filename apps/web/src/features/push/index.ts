// Web Push on the web (decision 101): the offer to turn notifications on, shown by the screens where it makes sense.
export { PushOffer } from './components/push-offer.tsx';
