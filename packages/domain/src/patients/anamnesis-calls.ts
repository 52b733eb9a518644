import { defineCalls } from '../contract-types.ts';
import { anamnesisRoutes } from './anamnesis-routes.ts';
import {
  AnamnesisCreateBody,
  AnamnesisCreateResponse,
  AnamnesisGetBody,
  AnamnesisGetResponse,
} from './anamnesis-schemas.ts';

export const anamnesisCalls = defineCalls(anamnesisRoutes, {
  'anamnesis/get': {
    summary: "A patient's anamneses, newest (current) first, each with its form version. Audited.",
    body: AnamnesisGetBody,
    response: AnamnesisGetResponse,
  },
  'anamnesis/create': {
    summary: 'Saves a new anamnesis that supersedes the current one (answers are never edited). Audited.',
    body: AnamnesisCreateBody,
    response: AnamnesisCreateResponse,
  },
});
