import { z } from 'zod';
import { BirthDate, CpfCnpj, Email, FullName, Password, Phone } from '../users/schemas.ts';

// The registration of a patient on the clinic's host (decision 167): the person's account and the
// patient record the clinic keeps, from one form.
export const CreateClinicBody = z.object({
  username: FullName,
  phone: Phone,
  /** Optional: the clinic completes the record at the first visit (decision 167). */
  cpf: CpfCnpj.optional(),
  birthdate: BirthDate.optional(),
  email: Email.optional(),
  password: Password,
});
