/**
 * The one HTTP client of the web app: base address from the settings, JSON headers, and the signed-in user's
 * token as `authorization`. It shows nothing and redirects nowhere: callers get one error shape and pages decide
 * what the user sees.
 */
import axios, { AxiosError } from 'axios';
import { config } from '../app/config';
import { readUserData } from './storage';

export const apiClient = axios.create({
  baseURL: config.apiBase,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  timeout: 20000,
});

apiClient.interceptors.request.use((request) => {
  const token = readUserData()?.token;
  if (token) request.headers.set('authorization', token);
  return request;
});

/** What a failed call rejects with, whatever went wrong. */
export interface ApiError {
  /** HTTP status, or 0 when no answer came (network, timeout). */
  status: number;
  message: string;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof AxiosError) {
    const body = error.response?.data as { message?: unknown } | undefined;
    return {
      status: error.response?.status ?? 0,
      message: typeof body?.message === 'string' ? body.message : error.message,
    };
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}
