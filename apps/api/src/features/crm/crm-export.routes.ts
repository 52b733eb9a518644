import { once } from 'node:events';
import { CRM_EXPORT_URL } from '@app/domain/crm/rules';
import { CrmExportBody, type CrmPatient } from '@app/domain/crm/schemas';
import { ACCESS_LEVEL } from '@app/domain/shared/access';
import { isoDateInBrazil } from '@app/domain/users/rules';
import { roleMayCall } from '@app/domain/users/staff-roles';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, levelOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import { type RequestResolvers, validationError } from '../../platform/http.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { CrmService } from './crm.service.ts';

// The CRM's 'export all' (spec 2 §5: limit 10000000), as CSV or XLSX, streamed batch by batch so
// memory stays flat (decision 145). Not a JSON call: the browser reads the stream with fetch and
// shows progress by rows against X-Total-Count. Same access as patients/crm (supplier level).

const HEADERS = [
  'Nome',
  'Telefone',
  'E-mail',
  'Data de nascimento',
  'Idade',
  'Gênero',
  'Cidade',
  'Bairro',
  'UF',
  'Agendamentos',
  'Última visita',
];
const cells = (p: CrmPatient) => [
  p.full_name,
  p.phone ?? '',
  p.email ?? '',
  p.birthdate ?? '',
  p.age ?? '',
  p.gender ?? '',
  p.city ?? '',
  p.district ?? '',
  p.state ?? '',
  p.schedule_count,
  p.last_visit ?? '',
];

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
};

async function actorOf(req: FastifyRequest, resolvers: RequestResolvers, defaultPlace: string): Promise<Actor> {
  const place = await resolvers.findPlace(header(req, 'x-place-id') ?? defaultPlace);
  if (!place) throw new AppError('not_found', 'Estabelecimento não encontrado.', 404, { errorType: 'place_not_found' });
  const auth = header(req, 'authorization');
  const token = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
  const managerToken = header(req, 'x-manager-token');
  const user = token ? await resolvers.findUserSession(hashToken(token), place.id) : null;
  const manager = managerToken ? await resolvers.findManagerSession(hashToken(managerToken), place.id) : null;
  const level = levelOf(user, manager);
  // As patients/crm: a professional or the owner, whose staff role may use the CRM.
  if (!manager || ACCESS_LEVEL[level] < ACCESS_LEVEL.supplier) throw accessDenied();
  if (!manager.isOwner && !roleMayCall(manager.role, 'patients/crm')) throw accessDenied();
  const accept = header(req, 'accept-language');
  return { place, user, manager, level, ip: req.ip, language: accept?.startsWith('en') ? 'en' : 'pt-BR' };
}

export function registerCrmExport(
  app: FastifyInstance,
  deps: { crm: CrmService; resolvers: RequestResolvers; defaultPlace: string },
) {
  app.post(CRM_EXPORT_URL, async (req, reply) => {
    const actor = await actorOf(req, deps.resolvers, deps.defaultPlace);
    const parsed = CrmExportBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const { format, filters } = parsed.data;
    const name = `pacientes-${isoDateInBrazil(new Date())}.${format}`;
    const res = reply.raw;
    let started = false;
    const start = (total: number) => {
      reply.hijack();
      started = true;
      res.writeHead(200, {
        'content-type':
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
        'x-total-count': String(total),
        'x-accel-buffering': 'no',
      });
    };
    try {
      if (format === 'csv') {
        const csv = stringify({ delimiter: ';', bom: true });
        csv.on('data', (chunk: Buffer) => res.write(chunk));
        await deps.crm.exportRows(actor, format, filters, {
          start(total) {
            start(total);
            csv.write(HEADERS);
          },
          async each(rows) {
            for (const row of rows) csv.write(cells(row));
            // Let the CSV reach the socket before the next batch is read.
            if (res.writableNeedDrain) await once(res, 'drain');
          },
        });
        csv.end();
        await once(csv, 'end');
        res.end();
        return;
      }
      let book: ExcelJS.stream.xlsx.WorkbookWriter | null = null;
      let sheet: ExcelJS.Worksheet | null = null;
      await deps.crm.exportRows(actor, format, filters, {
        start(total) {
          start(total);
          book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
          sheet = book.addWorksheet('Pacientes');
          sheet.addRow(HEADERS).commit();
        },
        async each(rows) {
          for (const row of rows) sheet?.addRow(cells(row)).commit();
          if (res.writableNeedDrain) await once(res, 'drain');
        },
      });
      (sheet as ExcelJS.Worksheet | null)?.commit();
      await (book as ExcelJS.stream.xlsx.WorkbookWriter | null)?.commit();
      if (!res.writableEnded) res.end();
    } catch (error) {
      // Once the file has started, a failure can only cut it short (the browser sees an error).
      if (!started) throw error;
      req.log.error({ err: { message: (error as Error).message } }, 'CRM export stopped');
      res.destroy();
    }
  });
}
