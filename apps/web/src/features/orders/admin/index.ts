// The order board and kitchen display; only routes/admin imports this entry (bundle-rules.test.ts).
export { KitchenDisplay } from './components/kitchen-display.tsx';
export { OrderBoard } from './components/order-board.tsx';
export { RatingsPanel } from './components/ratings-panel.tsx';
