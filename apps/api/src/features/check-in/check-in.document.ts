import type { CheckInGuestData } from '@app/domain/check-in/schemas';
import { formatDateTime } from '@app/domain/orders/rules';
import { formatCpfCnpj } from '@app/domain/users/rules';
import type { TicketLine } from '../../integrations/print/ticket.ts';

type Guest = CheckInGuestData;

// The printed check-in (decision 105): the guest registration card the reception keeps, in the
// place's printer layout (pt-BR: read by the place's staff and signed by the guest).

const GENDER = { M: 'Masculino', F: 'Feminino', NA: 'Não informado' } as const;
const DOCUMENT = { ID: 'Identidade', passport: 'Passaporte', driverLicense: 'Carteira de motorista' } as const;
const PURPOSE = {
  laisure: 'Lazer',
  business: 'Negócios',
  convention: 'Congresso',
  relatives: 'Parentes',
  studies: 'Estudos',
  religion: 'Religião',
  health: 'Saúde',
  shopping: 'Compras',
  other: 'Outro',
} as const;
const TRANSPORT = {
  airPlane: 'Avião',
  car: 'Carro',
  bus: 'Ônibus',
  motorcycle: 'Moto',
  ship: 'Navio',
  train: 'Trem',
  other: 'Outro',
} as const;

const day = (iso: string) => iso.split('-').reverse().join('/');

export function checkInLines(args: {
  placeName: string;
  spot: string;
  guest: Guest;
  checkedInAt: Date;
  printedAt: Date;
}): TicketLine[] {
  const g = args.guest;
  const text = (label: string, value: string | undefined) =>
    value ? [{ kind: 'text' as const, text: `${label}: ${value}` }] : [];
  const street = [g.address_street, g.address_number, g.address_cmplt].filter(Boolean).join(', ');
  const city = [g.address_district, g.address_city, g.address_state].filter(Boolean).join(' - ');
  return [
    { kind: 'title', text: args.placeName },
    { kind: 'big', text: 'Ficha de check-in' },
    { kind: 'muted', text: `${args.spot} · ${formatDateTime(args.checkedInAt)}` },
    { kind: 'sep' },
    ...text('Nome', g.full_name),
    ...text('Telefone', g.phone),
    ...text('E-mail', g.email),
    ...text('Profissão', g.occupation),
    ...text('Nacionalidade', g.nationality),
    ...text('Nascimento', day(g.birthdate)),
    ...text('Sexo', GENDER[g.gender]),
    ...text('CPF', g.cpf ? formatCpfCnpj(g.cpf) : undefined),
    ...text(DOCUMENT[g.document_type], `${g.document_number} (${g.document_issuer})`),
    { kind: 'sep' },
    ...text('Endereço', street),
    ...text('Cidade', city),
    ...text('CEP', g.address_zipcode),
    ...text('País', g.country),
    ...(g.arriving_from || g.trip_purpose || g.arriving_by || g.next_destination
      ? [
          { kind: 'sep' as const },
          ...text('Procedente de', g.arriving_from),
          ...text('Motivo da viagem', g.trip_purpose ? PURPOSE[g.trip_purpose] : undefined),
          ...text('Meio de transporte', g.arriving_by ? TRANSPORT[g.arriving_by] : undefined),
          ...text('Próximo destino', g.next_destination),
        ]
      : []),
    { kind: 'sep' },
    { kind: 'text', text: 'Assinatura do hóspede:' },
    { kind: 'text', text: ' ' },
    { kind: 'text', text: '______________________________' },
    { kind: 'muted', text: `Impresso em ${formatDateTime(args.printedAt)}` },
  ];
}
