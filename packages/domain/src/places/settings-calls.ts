import { z } from 'zod';
import { defineCalls } from '../contract-types.ts';
import {
  CouponCreateBody,
  CouponListBody,
  CouponListResponse,
  CouponResponse,
  CouponSetActiveBody,
  CouponUpdateBody,
} from '../coupons/admin-schemas.ts';
import { settingsRoutes } from './settings-routes.ts';
import {
  AdminSettingsResponse,
  IMAGE_MAX_BASE64,
  IMAGE_TOO_LARGE,
  SettingsUpdateBody,
  ThemeFields,
  ThemeImageBody,
  ThemeImageResponse,
  ThemeResponse,
} from './settings-schemas.ts';

// Back-office settings, theme and coupons, served at /api/admin/...
// Managers read and write; owner-only fields are refused to managers by the service (decision 029).

export const settingsCalls = defineCalls(settingsRoutes, {
  'admin/settings/get': {
    summary: "Every editable setting of the manager's place, and which of them only the owner may change.",
    body: z.object({}),
    response: AdminSettingsResponse,
  },
  'admin/settings/update': {
    summary:
      'Saves any subset of the settings (absent fields stay); a manager who is not the owner cannot change owner-only fields. The storefront sees the change at once.',
    body: SettingsUpdateBody,
    response: AdminSettingsResponse,
  },
  'admin/settings/theme/get': {
    summary: "The place's white-label theme: name, logo, banner, primary colour, and its manifest link.",
    body: z.object({}),
    response: ThemeResponse,
  },
  'admin/settings/theme': {
    summary:
      "Saves the white-label theme; the storefront, the splash and the place's PWA manifest and icons follow it.",
    body: ThemeFields,
    response: ThemeResponse,
  },
  'admin/settings/theme/upload': {
    summary:
      'Stores a logo or banner picture (at most 10 MB, resized to WebP through the storage port) and answers its URL for the theme form.',
    body: ThemeImageBody,
    response: ThemeImageResponse,
    bodyLimit: IMAGE_MAX_BASE64 + 4096,
    tooLarge: { field: 'data', message: `data: ${IMAGE_TOO_LARGE}` },
  },
  'admin/coupons/list': {
    summary: "The place's coupons, active first, with their use counts.",
    body: CouponListBody,
    response: CouponListResponse,
  },
  'admin/coupons/create': {
    summary: 'Creates a coupon (percent, flat or cashback) with its limits and validity; codes are unique per place.',
    body: CouponCreateBody,
    response: CouponResponse,
  },
  'admin/coupons/update': {
    summary: 'Edits a coupon of the place (uses so far are kept).',
    body: CouponUpdateBody,
    response: CouponResponse,
  },
  'admin/coupons/setactive': {
    summary: 'Disables (or enables again) a coupon of the place.',
    body: CouponSetActiveBody,
    response: CouponResponse,
  },
});
