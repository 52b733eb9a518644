import { localTexts } from '../../platform/service-kit.ts';

// Texts of the team and admin-link answers, in the request's language (pt-BR is the product's).
const TEXTS = {
  alreadyStaff: {
    'pt-BR': 'Esta pessoa já faz parte da equipe.',
    en: 'This person is already on the team.',
  },
  memberNotFound: { 'pt-BR': 'Pessoa da equipe não encontrada.', en: 'Team member not found.' },
  invitationNotFound: { 'pt-BR': 'Convite não encontrado.', en: 'Invitation not found.' },
  ownerNotRemovable: {
    'pt-BR': 'O dono do negócio não pode ser removido da equipe.',
    en: "The business owner can't be removed from the team.",
  },
  ownerRoleFixed: {
    'pt-BR': 'O dono do negócio tem acesso a tudo: a função dele não muda.',
    en: "The business owner has access to everything: their role doesn't change.",
  },
  inviteSms: {
    'pt-BR': '{platform}: {inviter} convidou você para a equipe de {place}. Acesse {link} e entre com este número.',
    en: '{platform}: {inviter} invited you to the team of {place}. Open {link} and sign in with this number.',
  },
  linkInvalid: {
    'pt-BR': 'Este link de acesso é inválido. Peça um novo link em "Abrir admin".',
    en: 'This access link is invalid. Ask for a new one with "Open admin".',
  },
  linkUsed: {
    'pt-BR': 'Este link de acesso já foi usado. Peça um novo link em "Abrir admin".',
    en: 'This access link was already used. Ask for a new one with "Open admin".',
  },
  linkExpired: {
    'pt-BR': 'Este link de acesso expirou. Peça um novo link em "Abrir admin".',
    en: 'This access link has expired. Ask for a new one with "Open admin".',
  },
  notStaff: {
    'pt-BR': 'Você não faz mais parte da equipe deste negócio.',
    en: 'You are no longer on the team of this business.',
  },
} as const;

export type TeamText = keyof typeof TEXTS;

export const teamText = localTexts(TEXTS);
