import { defineCalls } from '../contract-types.ts';
import { paymentsRoutes } from './routes.ts';
import {
  AssociateCardBody,
  BuyerResponse,
  CancelPaymentBody,
  CancelPaymentResponse,
  CardMachineResultBody,
  CardResponse,
  CardsResponse,
  ChargeCardBody,
  ChargeTokenBody,
  CreateBuyerBody,
  DeleteCardBody,
  DeletedResponse,
  ListCardsBody,
  OrderPaymentStateBody,
  OrderPaymentStateResponse,
  PixBody,
  SellerBody,
  SellerResponse,
  TokenCredentialsBody,
  TokenCredentialsResponse,
  TransactionIdBody,
  TransactionResponse,
  VoidBody,
} from './schemas.ts';

export const paymentsCalls = defineCalls(paymentsRoutes, {
  'payments/buyers': {
    summary: "Creates (or answers) the caller's buyer at the payments provider.",
    body: CreateBuyerBody,
    response: BuyerResponse,
  },
  'payments/cards/buyer': {
    summary:
      "Saves a card tokenised in the browser to the caller's buyer (only credit cards; a declined card answers 402 with the provider's message).",
    body: AssociateCardBody,
    response: CardResponse,
  },
  'payments/cards/token-credentials': {
    summary: "The marketplace id, publishable key and URL the browser tokenises a card with (this place's provider).",
    body: TokenCredentialsBody,
    response: TokenCredentialsResponse,
  },
  'payments/transactions/buyer': {
    summary:
      "Charges a saved card for the caller's pending order (amount from the order, one charge per order payment however often it is called).",
    body: ChargeCardBody,
    response: TransactionResponse,
  },
  'payments/transactions/v2/card-token': {
    summary: "Charges a card token (a card not saved) for the caller's pending order; idempotent per order payment.",
    body: ChargeTokenBody,
    response: TransactionResponse,
  },
  'payments/transactions/v2/pix': {
    summary:
      "Creates the Pix charge of the caller's pending order and answers its BR Code; the order is paid when the provider's webhook says so.",
    body: PixBody,
    response: TransactionResponse,
  },
  'payments/transactions/get': {
    summary: "One transaction of the caller's orders (staff: of the place), with its current status.",
    body: TransactionIdBody,
    response: TransactionResponse,
  },
  'payments/transactions/v2/void': {
    summary: "Voids a transaction of the caller's order (staff: of the place) that is not voided yet.",
    body: VoidBody,
    response: TransactionResponse,
  },
  'payments/transactions/qrcode': {
    summary: 'The Pix BR Code of a transaction and its QR image (PNG data URL).',
    body: TransactionIdBody,
    response: TransactionResponse,
  },
  'payments/cards/list': {
    summary: "The caller's saved cards (buyerId must be the caller's own buyer).",
    body: ListCardsBody,
    response: CardsResponse,
  },
  'payments/cards/delete': {
    summary: "Deletes one of the caller's saved cards.",
    body: DeleteCardBody,
    response: DeletedResponse,
  },
  'payments/sellers/get': {
    summary: "This place's seller payment settings (card, Pix, installments); another seller id is not found.",
    body: SellerBody,
    response: SellerResponse,
  },
  'payments/cancelpayment': {
    summary:
      "The storefront's cancelPayment after a failed finish: voids the order's charges and records the reason (e.g. 'Erro de pagamento').",
    body: CancelPaymentBody,
    response: CancelPaymentResponse,
  },
  'payments/cardmachine/result': {
    summary:
      "Records the pin pad's result for an order of the place (the amount must be the order total); the same terminal transaction reported twice is one payment.",
    body: CardMachineResultBody,
    response: TransactionResponse,
  },
  'payments/order': {
    summary:
      "The latest transaction of one of the caller's orders and whether the order is paid (Pix guard, 'Ver pix').",
    body: OrderPaymentStateBody,
    response: OrderPaymentStateResponse,
  },
});
