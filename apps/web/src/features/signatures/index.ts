// Documents sent to patients for electronic signature (decision 175).
export { SignatureDocuments } from './components/signature-documents.tsx';
