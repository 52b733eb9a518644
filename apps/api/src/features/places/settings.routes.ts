import type { Handlers } from '../../platform/http.ts';
import type { SettingsService } from './settings.service.ts';
import type { ThemeService } from './theme.service.ts';
import type { ThemeImageService } from './theme-image.service.ts';

type SettingsCalls =
  | 'admin/settings/get'
  | 'admin/settings/update'
  | 'admin/settings/theme/get'
  | 'admin/settings/theme'
  | 'admin/settings/theme/upload';

export function settingsRoutes(s: {
  settings: SettingsService;
  theme: ThemeService;
  images: ThemeImageService;
}): Pick<Handlers, SettingsCalls> {
  return {
    'admin/settings/get': s.settings.readSettings,
    'admin/settings/update': s.settings.updateSettings,
    'admin/settings/theme/get': s.theme.readTheme,
    'admin/settings/theme': s.theme.updateTheme,
    'admin/settings/theme/upload': s.images.uploadThemeImage,
  };
}
