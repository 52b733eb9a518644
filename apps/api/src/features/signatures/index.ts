// Documents a clinic sends patients to sign electronically (spec 2 §7; decision 175).
export { registerSignaturesHttp, SIGNATURE_SECRET_HEADER, SIGNATURE_WEBHOOK_PATH } from './signatures.http.ts';
export { createSignaturesRepo } from './signatures.repo.ts';
export { signaturesRoutes } from './signatures.routes.ts';
export { createSignaturesService, type SignaturesService } from './signatures.service.ts';
