// The checkout feature's public surface (other features and container.ts import from here).
export type { ApplyCoupon, CheckoutDeps, SlotCheck } from './checkout.deps.ts';
export { checkoutRoutes } from './checkout.routes.ts';
export { type CheckoutService, createCheckoutService } from './checkout.service.ts';
export type { PlaceOrderState, PlaceOrderStep } from './place-order.workflow.ts';
export { defineWorkflow, type Step, type StepPosition, step, type Workflow } from './workflow.ts';
