// Pricing a cart against the catalogue, the delivery area and a coupon preview.
export { cartRoutes } from './cart.routes.ts';
export {
  type CartService,
  type CouponPreviewArgs,
  createCartService,
  type SplitPreview,
} from './cart.service.ts';
