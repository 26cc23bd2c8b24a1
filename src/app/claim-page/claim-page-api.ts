import type { components } from '../../domain/openapi.gen.ts';
import { api } from '../api.ts';

export type ClaimPageData = components['schemas']['ClaimPage'];

/** What loading the page came to: its data, or why there is none. */
export type ClaimPageLoad = { kind: 'shown'; page: ClaimPageData } | { kind: 'unknown' } | { kind: 'replaced' } | { kind: 'failed' };

export async function loadClaimPage(token: string, signal?: AbortSignal): Promise<ClaimPageLoad> {
  try {
    const { data, response } = await api.GET('/v1/claim-page/{token}', { params: { path: { token } }, signal });
    if (data) return { kind: 'shown', page: data };
    if (response.status === 404 || response.status === 400) return { kind: 'unknown' };
    if (response.status === 410) return { kind: 'replaced' };
    return { kind: 'failed' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'failed' };
  }
}

/** What asking for a new link by e-mail came to. */
export type NewLinkResult = { kind: 'sent'; sentTo: string } | { kind: 'limited' } | { kind: 'no-email' } | { kind: 'failed' };

export async function requestNewLink(token: string): Promise<NewLinkResult> {
  try {
    const { data, response } = await api.POST('/v1/claim-page/{token}/new-link', { params: { path: { token } } });
    if (data) return { kind: 'sent', sentTo: data.sentTo };
    if (response.status === 429) return { kind: 'limited' };
    if (response.status === 409) return { kind: 'no-email' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
