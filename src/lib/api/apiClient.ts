/**
 * The HTTP client of the writes (POST) and uploads: axios, for its upload progress and its handling of forms and
 * JSON bodies. Loaded with the first write (src/lib/api/api.ts), never on a page's first load: reads go through fetch
 * (src/lib/api/apiRead.ts). Base address, time limit, token and error shape are the reads' own. It shows nothing and
 * redirects nowhere: callers get the one error shape and pages decide what the user sees.
 */
import axios from 'axios';
import { apiBase, apiTimeoutMs, sessionToken } from './apiRequest';

export const apiClient = axios.create({
  baseURL: apiBase(),
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  timeout: apiTimeoutMs,
});

apiClient.interceptors.request.use((request) => {
  const token = sessionToken();
  if (token) request.headers.set('authorization', token);
  return request;
});
