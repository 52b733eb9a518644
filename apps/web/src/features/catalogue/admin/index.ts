// The catalogue's back-office screens; only routes/admin imports this entry (bundle-rules.test.ts).
export { CatalogueScreen } from './components/catalogue-screen.tsx';
export { ComboScreen } from './components/combo-editor.tsx';
export { ProductScreen } from './components/product-form.tsx';
