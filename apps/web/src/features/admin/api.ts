import {
  type AdminBroadcast,
  adminBroadcastPageSchema,
  adminBroadcastResultSchema,
  adminInquiryPageSchema,
  adminInquirySchema,
  type AdminPlanBody,
  adminUserPageSchema,
  adminUserSchema,
  type NewsPostInput,
  newsPostPageSchema,
  newsPostSchema,
} from "@soracity/contracts";
import { request, requestVoid } from "../../api/client";
import { queryString as query } from "../../api/query";

const id = (value: string) => encodeURIComponent(value);

/** The administration API (operators only; others get 401 / 403). */
export const adminApi = {
  users: (page: number, pageSize: number, q: string) =>
    request("GET", `/api/admin/users?${query({ page, page_size: pageSize, q })}`, adminUserPageSchema),
  setPlan: (userId: string, body: AdminPlanBody) =>
    request("PUT", `/api/admin/users/${id(userId)}/plan`, adminUserSchema, { json: body }),
  inquiries: (page: number, pageSize: number, unreadOnly: boolean) =>
    request(
      "GET",
      `/api/admin/inquiries?${query({ page, page_size: pageSize, unread: unreadOnly ? "true" : undefined })}`,
      adminInquiryPageSchema,
    ),
  markInquiryRead: (inquiryId: string) =>
    request("POST", `/api/admin/inquiries/${id(inquiryId)}/read`, adminInquirySchema),
  /** Queues a notification to every user (202: a job sends it). */
  broadcast: (body: AdminBroadcast) =>
    request("POST", "/api/admin/notifications", adminBroadcastResultSchema, { json: body }),
  broadcasts: (page: number, pageSize: number) =>
    request(
      "GET",
      `/api/admin/notifications?${query({ page, page_size: pageSize })}`,
      adminBroadcastPageSchema,
    ),
  news: (page: number, pageSize: number) =>
    request("GET", `/api/admin/news?${query({ page, page_size: pageSize })}`, newsPostPageSchema),
  newsPost: (postId: string) => request("GET", `/api/admin/news/${id(postId)}`, newsPostSchema),
  createNews: (body: NewsPostInput) => request("POST", "/api/admin/news", newsPostSchema, { json: body }),
  updateNews: (postId: string, body: NewsPostInput) =>
    request("PUT", `/api/admin/news/${id(postId)}`, newsPostSchema, { json: body }),
  deleteNews: (postId: string) => requestVoid("DELETE", `/api/admin/news/${id(postId)}`),
};
