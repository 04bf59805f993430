import type { ActiveStatus, Faq } from "../types";
import { endpoint, injectResource, LIST, type BodyOf, type UpdateArg } from "./endpointKit";

export type FaqInput = Required<BodyOf<"createFaq">>;

/** FAQs. The server has no by-id call: the list is the edit form's source too. */
export const faqsApi = injectResource((build) => ({
  faqs: build.query<Faq[], void>(endpoint.list("Faq", "/faqs/all")),
  createFaq: build.mutation<Faq, FaqInput>(endpoint.create("/faq/create", [LIST("Faq")])),
  updateFaq: build.mutation<Faq, UpdateArg<Partial<FaqInput> & { status?: ActiveStatus }>>(
    endpoint.update("/faqs/update/", (id) => [{ type: "Faq", id }]),
  ),
  deleteFaq: build.mutation<null, number>(endpoint.remove("/faq/delete/", [LIST("Faq")])),
}));

export const { useFaqsQuery, useCreateFaqMutation, useUpdateFaqMutation, useDeleteFaqMutation } = faqsApi;
