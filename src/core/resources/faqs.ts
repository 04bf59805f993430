import { shopApi } from "../api/shopApi";
import type { ActiveStatus, Faq } from "../types";
import { listTags } from "./tags";

export interface FaqInput {
  question: string;
  answer: string;
}

/** FAQs (spec section 7). The server has no by-id call: the list is the edit form's source too. */
export const faqsApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    faqs: build.query<Faq[], void>({
      query: () => "/faqs/all",
      providesTags: (result) => listTags("Faq", result),
    }),
    createFaq: build.mutation<Faq, FaqInput>({
      query: (body) => ({ url: "/faq/create", method: "POST", body }),
      invalidatesTags: [{ type: "Faq", id: "LIST" }],
    }),
    updateFaq: build.mutation<Faq, { id: number; body: Partial<FaqInput> & { status?: ActiveStatus } }>({
      query: ({ id, body }) => ({ url: `/faqs/update/${id}`, method: "PUT", body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: "Faq", id }],
    }),
    deleteFaq: build.mutation<null, number>({
      query: (id) => ({ url: `/faq/delete/${id}`, method: "DELETE" }),
      invalidatesTags: [{ type: "Faq", id: "LIST" }],
    }),
  }),
});

export const { useFaqsQuery, useCreateFaqMutation, useUpdateFaqMutation, useDeleteFaqMutation } = faqsApi;
