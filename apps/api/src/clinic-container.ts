import type { FastifyBaseLogger } from 'fastify';
import {
  automaticMessageJobs,
  automaticMessagesRoutes,
  createAppointmentRemindersRepo,
  createAppointmentRemindersService,
  createAutomaticMessagesRepo,
  createAutomaticMessagesService,
  createOrderNoticesRepo,
  createOrderNoticesService,
} from './features/automatic-messages/index.ts';
import {
  calendarFeedsRoutes,
  createCalendarFeedsRepo,
  createCalendarFeedsService,
} from './features/calendar-feeds/index.ts';
import { clinicAdminRoutes, createClinicAdminRepo, createClinicAdminService } from './features/clinic-admin/index.ts';
import { clinicRegisterRoutes, createClinicRegisterService } from './features/clinic-register/index.ts';
import { createCrm, crmRoutes } from './features/crm/index.ts';
import { crmListsHandlers } from './features/crm-lists/index.ts';
import {
  anamnesisLinksRoutes,
  createAnamnesisService,
  createPatientFilesModule,
  createPatientImportRepo,
  createPatientImportService,
  createPatientIntegrationRepo,
  createPatientIntegrationService,
  createPatientLinksRepo,
  createPatientLinksService,
  createPatientsRepo,
  createPatientsService,
  createProcedureImportService,
  createRecordItemsRepo,
  createRecordItemsService,
  patientImportRoutes,
  patientIntegrationRoutes,
  patientsRoutes,
  recordItemsRoutes,
} from './features/patients/index.ts';
import type { PushService } from './features/push/index.ts';
import {
  createRemindersRepo,
  createRemindersService,
  reminderJobs,
  remindersRoutes,
} from './features/reminders/index.ts';
import {
  createChatCredentialsRepo,
  createChatCredentialsService,
  createSalesFunnelRepo,
  createSalesFunnelService,
  salesFunnelRoutes,
} from './features/sales-funnel/index.ts';
import { createSignaturesRepo, createSignaturesService, signaturesRoutes } from './features/signatures/index.ts';
import { createChat, createPerPlaceChat } from './integrations/chat/index.ts';
import { createClinicIntegration } from './integrations/clinic-integration/index.ts';
import { createSignature } from './integrations/signature/index.ts';
import type { SmsPort } from './integrations/sms/index.ts';
import { createPrivateStorage, type PrivateStoragePort } from './integrations/storage/index.ts';
import { createWhatsapp } from './integrations/whatsapp/index.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { createJobQueue, type SendOptions } from './platform/db/job-queue.ts';
import type { Handlers } from './platform/http.ts';
import type { RateLimiter } from './platform/rate-limit.ts';

type ClinicRegisterDeps = Parameters<typeof createClinicRegisterService>[0];

/**
 * The clinic's part of the composition root (container.ts): follow-ups on the job queue (decision
 * 130), calendar feeds (133), back office (134), patients and their record (135–139), anamnesis and
 * patient links (165, 166).
 * The job queue lives here because the clinic's jobs are its first users; other features add their
 * jobs to the list given to createJobQueue.
 */
export function createClinicContainer(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  sms: SmsPort;
  push: Pick<PushService, 'notifyAppointmentReminder'>;
  findPlace: (id: string) => Promise<{ name: string } | null>;
  /** Tests: private files in memory instead of the configured storage. */
  privateStorage?: PrivateStoragePort;
  limiter: RateLimiter;
  createUser: ClinicRegisterDeps['createUser'];
}) {
  const { config, database, log, sms, push } = deps;
  const jobQueueRef: { send?: (name: string, data: Record<string, unknown>, options?: SendOptions) => Promise<void> } =
    {};
  const reminders = createRemindersService({
    database,
    reminders: createRemindersRepo(),
    sms,
    publicUrl: config.publicUrl,
    queue: (name, data) => jobQueueRef.send?.(name, data) ?? Promise.resolve(),
    push: push.notifyAppointmentReminder,
  });
  // WhatsApp automatic messages (decisions 150–154): the provider port and the send jobs.
  const { whatsapp, sandbox: sandboxWhatsapp } = createWhatsapp({ config: config.whatsapp, db: database.db });
  const messagesQueue = (name: string, data: Record<string, unknown>, options?: SendOptions) =>
    jobQueueRef.send?.(name, data, { retryLimit: 5, retryBackoff: true, ...options }) ?? Promise.resolve();
  const orderNoticesRepo = createOrderNoticesRepo();
  const messagesRepo = createAutomaticMessagesRepo();
  const remindersRepo = createAppointmentRemindersRepo();
  const automaticMessages = createAutomaticMessagesService({
    database,
    repo: messagesRepo,
    whatsapp,
    queue: messagesQueue,
    others: {
      recordStatus: async (tx, placeId, messageId, status) =>
        (await orderNoticesRepo.recordStatus(tx, placeId, messageId, status)) +
        (await remindersRepo.recordStatus(tx, placeId, messageId, status)),
      optOut: orderNoticesRepo.optOut,
    },
  });
  // Appointment reminders by WhatsApp at the clinic's hours before the booking (decision 200).
  const appointmentReminders = createAppointmentRemindersService({
    database,
    repo: remindersRepo,
    messages: messagesRepo,
    whatsapp,
    queue: messagesQueue,
  });
  const orderNotices = createOrderNoticesService({
    database,
    repo: orderNoticesRepo,
    messages: messagesRepo,
    whatsapp,
    queue: messagesQueue,
  });
  const reminderQueue = reminderJobs(reminders);
  const messageQueue = automaticMessageJobs(automaticMessages, orderNotices, appointmentReminders);
  const jobQueue = createJobQueue(
    database,
    {
      scheduled: [...reminderQueue.scheduled, ...messageQueue.scheduled],
      onDemand: [...reminderQueue.onDemand, ...messageQueue.onDemand],
    },
    log,
  );
  jobQueueRef.send = jobQueue.send;
  const calendarFeeds = createCalendarFeedsService({
    database,
    feeds: createCalendarFeedsRepo(),
    publicUrl: config.publicUrl,
  });
  const clinicAdmin = createClinicAdminService({ database, clinicAdmin: createClinicAdminRepo() });
  // Documents to sign (decision 175).
  const signature = createSignature(config.signature, config.publicUrl ?? null);
  const signatures = createSignaturesService({
    database,
    repo: createSignaturesRepo(),
    port: signature.signature,
    provider: config.signature.provider,
    sms,
    findPlace: deps.findPlace,
    log,
  });

  const patientFiles = createPatientFilesModule({
    database,
    storage: deps.privateStorage ?? createPrivateStorage(config.storage),
    linkSecret: config.fileLinkSecret,
  });

  // Patients, their anamnesis and the forms they fill in from a link (decisions 135–139, 165, 166).
  const patientsRepo = createPatientsRepo();
  const patientLinksRepo = createPatientLinksRepo();
  const anamnesis = createAnamnesisService({ database, patients: patientsRepo, links: patientLinksRepo });
  const patientLinks = createPatientLinksService({
    database,
    patients: patientsRepo,
    links: patientLinksRepo,
    limiter: deps.limiter,
    sms,
    publicUrl: config.publicUrl,
  });
  const patients = createPatientsService({
    database,
    patients: patientsRepo,
    timelineSources: [patientFiles.timeline, anamnesis.timeline],
  });
  const crm = createCrm(database);
  // The sales funnel reads the chat tool (sandbox by default, driven from /dev/chat; decision 146).
  // A place with its own Octadesk credentials (decision 201) is served by Octadesk with them.
  const chat = createChat({ config: config.chat, db: database.db });
  const chatCredentials = createChatCredentialsService({
    database,
    repo: createChatCredentialsRepo(),
    credentialsKey: config.credentialsKey,
  });
  const chatPort = createPerPlaceChat({ fallback: chat.chat, credentialsOf: chatCredentials.credentialsOf });
  const funnel = createSalesFunnelService({ database, funnel: createSalesFunnelRepo(), chat: chatPort, log });

  const handlers = {
    ...remindersRoutes({ reminders }),
    ...calendarFeedsRoutes({ feeds: calendarFeeds }),
    ...clinicAdminRoutes({ clinicAdmin }),
    ...patientsRoutes({ patients }),
    ...patientFiles.handlers,
    ...signaturesRoutes({ signatures }),
    ...recordItemsRoutes({
      recordItems: createRecordItemsService({
        database,
        patients: createPatientsRepo(),
        items: createRecordItemsRepo(),
      }),
    }),
    ...patientImportRoutes({
      patientImport: createPatientImportService({
        database,
        patients: createPatientsRepo(),
        imports: createPatientImportRepo(),
      }),
      procedureImport: createProcedureImportService({
        database,
        patients: createPatientsRepo(),
        imports: createPatientImportRepo(),
        items: createRecordItemsRepo(),
      }),
    }),
    ...patientIntegrationRoutes({
      integration: createPatientIntegrationService({
        database,
        patients: createPatientsRepo(),
        settings: createPatientIntegrationRepo(),
        integration: createClinicIntegration({ config: config.clinicIntegration, db: database.db }),
        credentialsKey: config.credentialsKey,
      }),
    }),
    ...anamnesisLinksRoutes({ anamnesis, links: patientLinks }),
    ...clinicRegisterRoutes({
      register: createClinicRegisterService({ database, patients: patientsRepo, createUser: deps.createUser }),
    }),
    ...crmListsHandlers(database),
    ...crmRoutes({ crm }),
    ...salesFunnelRoutes({ funnel, chatCredentials }),
    ...automaticMessagesRoutes({ automaticMessages, orderNotices, appointmentReminders }),
  } satisfies Partial<Handlers>;

  return {
    handlers,
    reminders,
    jobQueue,
    calendarFeeds,
    recordFiles: patientFiles.recordFiles,
    signatures,
    sandboxSignature: signature.sandbox,
    crm,
    chatSandbox: chat.sandbox,
    automaticMessages,
    orderNotices,
    appointmentReminders,
    sandboxWhatsapp,
  };
}
