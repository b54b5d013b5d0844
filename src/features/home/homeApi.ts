import { apiClient } from '../../lib/apiClient';
import type { ContactsResponse, HomeResponse, SocialFeedResponse } from '../../domain/content';

export async function getHome(): Promise<HomeResponse> {
  return (await apiClient.get<HomeResponse>('home/json/')).data;
}

export async function getYoutubeFeed(): Promise<SocialFeedResponse> {
  return (await apiClient.get<SocialFeedResponse>('rssfeed/youtube')).data;
}

export async function getTweets(): Promise<SocialFeedResponse> {
  return (await apiClient.get<SocialFeedResponse>('rssfeed/twitter')).data;
}

export async function getContacts(): Promise<ContactsResponse> {
  return (await apiClient.get<ContactsResponse>('contacts/json/')).data;
}
