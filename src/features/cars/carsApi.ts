/** The car reads (spec section 7): a category's list, a car with its versions, a version. */
import { api } from '../../lib/api/api';
import { contentAnswer, type ContentAnswer } from '../../lib/api/contentAnswer';
import { listsOf } from '../../lib/api/responseShape';
import type { CarCategory, CarListResponse, CarPage, VersionPage } from '../../domain/content';
import { pageReads } from '../../domain/pageReads';

/** A content read's arguments: the preview `token` of the page's address, when it has one. */
export interface CarArgs {
  carId: number;
  token?: string;
}
export interface VersionArgs extends CarArgs {
  versionId: number;
}

export const carsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCarList: build.query<CarListResponse, CarCategory>({
      query: (category) => ({ url: 'cars/json/', params: { category } }),
      transformResponse: (response: unknown) =>
        listsOf<CarListResponse>(response, ['cars', 'news', 'gallery']),
    }),
    getCar: build.query<ContentAnswer<CarPage>, CarArgs>({
      query: ({ carId, token }) => ({ url: pageReads.car(carId), params: { token } }),
      transformResponse: (response: unknown) =>
        contentAnswer<CarPage>(response, 'cars', { lists: ['versions'] }),
    }),
    getVersion: build.query<ContentAnswer<VersionPage>, VersionArgs>({
      query: ({ carId, versionId, token }) => ({
        url: pageReads.version(carId, versionId),
        params: { token },
      }),
      transformResponse: (response: unknown) => contentAnswer<VersionPage>(response, 'version'),
    }),
  }),
});

export const { useGetCarListQuery, useGetCarQuery, useGetVersionQuery } = carsApi;
