import { localTexts } from '../../platform/service-kit.ts';

// Texts of the anamnesis and patient-link answers, in the request's language.
export const linkText = localTexts({
  invalid: {
    'pt-BR': 'Este link não é válido. Confira o endereço ou peça um novo link à clínica.',
    en: 'This link is not valid. Check the address or ask the clinic for a new link.',
  },
  used: {
    'pt-BR': 'Este link já foi usado. Se precisar corrigir algo, peça um novo link à clínica.',
    en: 'This link has already been used. If you need to correct something, ask the clinic for a new link.',
  },
  expired: {
    'pt-BR': 'Este link expirou. Peça um novo link à clínica.',
    en: 'This link has expired. Ask the clinic for a new link.',
  },
  revoked: {
    'pt-BR': 'Este link foi cancelado pela clínica. Peça um novo link se precisar.',
    en: 'The clinic cancelled this link. Ask for a new one if you need it.',
  },
  notForNew: {
    'pt-BR': 'Este link é para atualizar um cadastro que já existe.',
    en: 'This link is for updating an existing registration.',
  },
  onlyForNew: {
    'pt-BR': 'Este link é para um novo cadastro.',
    en: 'This link is for a new registration.',
  },
  cpfTaken: {
    'pt-BR': 'Este CPF/CNPJ já está cadastrado na clínica. Fale com a recepção para atualizar seus dados.',
    en: 'This CPF/CNPJ is already registered at the clinic. Ask the reception to update your data.',
  },
  noPhone: {
    'pt-BR': 'Informe o telefone para enviar o SMS.',
    en: 'Enter the phone number to send the SMS.',
  },
  notOpen: {
    'pt-BR': 'Este link já não está aberto.',
    en: 'This link is no longer open.',
  },
  linkNotFound: { 'pt-BR': 'Link não encontrado.', en: 'Link not found.' },
  answerRequired: { 'pt-BR': 'Responda esta pergunta.', en: 'Answer this question.' },
  detailRequired: { 'pt-BR': 'Conte os detalhes.', en: 'Tell us the details.' },
  answerInvalid: { 'pt-BR': 'Resposta inválida.', en: 'Invalid answer.' },
  versionUnknown: {
    'pt-BR': 'Esta versão da ficha de anamnese não existe: recarregue a página.',
    en: 'This version of the anamnesis form does not exist: reload the page.',
  },
  patientMessage: {
    'pt-BR': '{place}: atualize seu cadastro pelo link {url} (válido até {until}).',
    en: '{place}: update your registration at {url} (valid until {until}).',
  },
  newPatientMessage: {
    'pt-BR': '{place}: faça seu cadastro pelo link {url} (válido até {until}).',
    en: '{place}: register at {url} (valid until {until}).',
  },
  anamnesisMessage: {
    'pt-BR': '{place}: responda sua ficha de anamnese pelo link {url} (válido até {until}).',
    en: '{place}: answer your anamnesis form at {url} (valid until {until}).',
  },
});
