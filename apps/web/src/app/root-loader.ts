import { SPLASH_MS } from '@app/domain/shared/constants';
import { accessCheckQuery } from '../features/access-requests/index.ts';
import { basePath } from '../lib/base-path.ts';
import { apiLanguage, switchToProviderLocale } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { notify } from '../lib/snackbar.ts';
import { browserStore, claimSplash } from '../lib/storage.ts';
import { applyPlaceTitle, applyPrimaryColor, linkPlaceManifest } from '../lib/theme.ts';
import { ui, uiStore } from '../lib/ui-store.ts';
import { type GuardEffect, runGuard } from './guard.ts';
import { matchRouteDef } from './match-route.ts';
import { preloginQuery } from './shared/current-place.ts';
import { type UserInfo, userQuery } from './shared/current-user.ts';
import { needsPhoneValidation, refreshUser } from './shared/session.ts';

// Runs the guard of spec 3 §2.3 before every navigation; the router shows no screen until it answers.

let phoneCheckDone = false;

async function currentUser(): Promise<UserInfo | null> {
  const token = browserStore.getState().token;
  if (!token) return null;
  const cached = queryClient.getQueryData(userQuery(token).queryKey);
  return cached ?? refreshUser();
}

async function perform(effect: GuardEffect): Promise<void> {
  switch (effect.kind) {
    case 'closeDrawer':
      ui.setDrawer(false);
      break;
    case 'providerLocale':
      // Before the screen renders: switching under a rendered screen suspends it, and the remount
      // loses what the person had begun typing.
      await switchToProviderLocale();
      break;
    case 'showSplash':
      // Once per session, over the first screen while it loads: the shell hides it as soon as
      // that screen shows; SPLASH_MS is only the longest it may stay (decision 067).
      if (!claimSplash()) break;
      uiStore.setState({ splashVisible: true });
      window.setTimeout(() => uiStore.setState({ splashVisible: false }), SPLASH_MS);
      break;
    case 'setOnlinePayment':
      uiStore.setState({ onlinePayment: effect.available });
      break;
    case 'managerRequired': {
      // The domain's message file (both languages, ~14 KB gz) loads only when this text is shown.
      const { formatMessage } = await import('@app/domain/shared/messages');
      notify(formatMessage('managerRequired', undefined, apiLanguage()), { kind: 'error' });
      break;
    }
  }
}

/** Whether a navigation of this page load has passed the settings step of the guard. */
let guardedOnce = false;

/**
 * The guard for a location (pathname relative to the base path): gathers the state, runs the
 * guard, performs its effects and answers the path to redirect to, or null to proceed.
 */
export async function rootLoader(pathname: string, search: string): Promise<string | null> {
  const prelogin = await queryClient.ensureQueryData(preloginQuery);
  const place = prelogin.restaurant_data;
  // The first guarded navigation of the page, not "the settings were not cached": the page may
  // bring them (boot-data.ts).
  const firstLoad = !guardedOnce;
  guardedOnce = true;
  if (firstLoad) applyPrimaryColor(place.primary_color);
  if (firstLoad && basePath.place) {
    linkPlaceManifest(place.slug);
    applyPlaceTitle(place.restaurantname);
  }

  const info = await currentUser();
  const { token, managerToken, transactionId } = browserStore.getState();
  // Guard step 6 (decision 122): only a customer of a provider place with the new-user flow asks.
  const mayNeedAccess =
    !!token && !!info && place.service_supplier && !!place.new_user_flow && !info.master_account && !info.manager;
  const accessRequired = mayNeedAccess
    ? await queryClient
        .fetchQuery(accessCheckQuery(token))
        .then((answer) => answer.required)
        .catch(() => false)
    : false;
  const result = runGuard(
    { route: matchRouteDef(pathname).route, pathname, search },
    {
      firstLoad,
      place,
      pendingTransactionId: transactionId,
      token,
      user: info,
      manager: info?.manager ?? null,
      onlinePaymentChecked: uiStore.getState().onlinePayment !== null,
      accessRequired,
    },
  );
  for (const effect of result.effects) await perform(effect);

  // Spec 3 §4: a default-login user whose phone is not validated must validate (checked per load).
  if (info && !phoneCheckDone) {
    phoneCheckDone = true;
    if (needsPhoneValidation(info, managerToken) && !uiStore.getState().dialog) {
      ui.openDialog({ kind: 'phone-validation', redirect: null });
    }
  }

  return result.action === 'redirect' ? result.to : null;
}
