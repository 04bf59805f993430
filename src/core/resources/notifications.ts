import type { PromotionNotification } from "../types";
import { injectResource } from "./endpointKit";

export type Audience = PromotionNotification["business_type"];

export interface PromotionInput {
  business_type: Audience;
  title: string;
  body: string;
}

/**
 * Promotional notifications, with the reach count the reference server adds.
 * Nothing is cached as a record: a notification is sent, never listed.
 */
export const notificationsApi = injectResource((build) => ({
  promotionReach: build.query<number, Audience>({
    query: (business_type) => ({ url: "/notification/promotional/reach", params: { business_type } }),
    transformResponse: (body: { customers: number }) => body.customers,
    keepUnusedDataFor: 30,
  }),
  sendPromotion: build.mutation<PromotionNotification, PromotionInput>({
    query: (body) => ({ url: "/notification/promotional", method: "POST", body }),
  }),
}));

export const { usePromotionReachQuery, useSendPromotionMutation } = notificationsApi;
