// The catalogue feature's public entry: product calls, the catalogue screen and its parts.
export { categoriesQuery, type Product, productListQuery, productQuery } from './api/catalogue-calls.ts';
export { prefetchProductList } from './api/prefetch-products.ts';
export { Catalogue } from './components/catalogue.tsx';
export { ComboHost } from './components/combo-host.tsx';
export { Highlights, hasHighlights } from './components/highlights.tsx';
export { ProductPrice } from './components/product-card.tsx';
export { ProductPhoto } from './components/product-photo.tsx';
export { BlockableButton, QuantityStepper } from './components/quantity-stepper.tsx';
export { filterStore, setFilter, useFilter } from './lib/filter-store.ts';
export { productNameShort, toAddable } from './lib/product-display.ts';
export { currentRouteParams } from './lib/route-params.ts';
export { useAddToCart } from './lib/use-add-to-cart.ts';
