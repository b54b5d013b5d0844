/** Schema pieces shared by the content reads' routes. */
import { Type } from 'typebox';
import { ApiErrorBody, PreviewQuery } from '../../src/domain/contentSchemas';

/** A database id in an address: a positive PostgreSQL integer (a larger number would fail in SQL, not as a 404). */
export const ContentId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** `?token=` alone, for reads that take nothing else. */
export const TokenQuery = PreviewQuery;
export const previewToken = PreviewQuery.properties.token;

/** A content read answers its shape, or the error body (404 'Conteúdo não encontrado.'). */
export const readResponses = <T>(ok: T) => ({ 200: ok, 404: ApiErrorBody });
