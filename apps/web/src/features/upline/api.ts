/**
 * The member-center transfer to the upline (shapes, units and errors in @playdeck/api-client/agentTeam): one SWR hook
 * for the form's data, one plain function for the transfer. Money arrives as decimal strings; never floats.
 */
import { agentTeam } from '@playdeck/api-client/routes/agentTeam';
import useSWR from 'swr';
import type { UplineTransferBody, UplineTransferView } from '@playdeck/api-client/agentTeam';
import { apiFetch, swrFetcher } from '../../shared/api/client';

/** The agent upline, today's limit and use, and the main balance. */
export const useUplineTransfer = () =>
  useSWR<UplineTransferView>(agentTeam.uplineTransferView.path, swrFetcher);

/** Sends `amount` to the agent upline (errors: ApiError with the server's errorCode and message). */
export const sendToUpline = (body: UplineTransferBody) => apiFetch(agentTeam.transferUpline, { body });
