import type {
  BusinessCard,
  businessCardAnswer,
  portfolioItemAnswer,
  portfolioItemRemovedAnswer,
  VerificationDocumentKind,
  workerVerificationAnswer,
  workerVideoAnswer,
  workerVideoRemovedAnswer,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { type UploadProgress, uploadWithProgress } from "../../../lib/upload";
import { flashProfileKey } from "../../../shared/job-profiles";

/** The profile shows the portfolio, the video and the card: after any change it is read again. */
const refreshProfile = () => queryClient.invalidateQueries({ queryKey: flashProfileKey });

const fileForm = (name: string, file: File) => {
  const form = new FormData();
  form.append(name, file);
  return form;
};

export async function createPortfolioItem(body: { title: string; description: string }) {
  const { data } = await callApi<typeof portfolioItemAnswer>("job", "worker/portfolios", { method: "POST", body });
  await refreshProfile();
  return data;
}

export async function deletePortfolioItem(id: string) {
  await callApi<typeof portfolioItemRemovedAnswer>("job", `worker/portfolios/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
  await refreshProfile();
}

export async function addPortfolioImage(id: string, file: File, onProgress: UploadProgress) {
  const { data } = await uploadWithProgress<typeof portfolioItemAnswer>(
    "job",
    `worker/portfolios/${encodeURIComponent(id)}/images`,
    fileForm("image", file),
    onProgress,
  );
  await refreshProfile();
  return data;
}

export async function deletePortfolioImage(id: string, imageId: string) {
  await callApi<typeof portfolioItemAnswer>(
    "job",
    `worker/portfolios/${encodeURIComponent(id)}/images/${encodeURIComponent(imageId)}`,
    { method: "DELETE" },
  );
  await refreshProfile();
}

export async function uploadVideo(file: File, onProgress: UploadProgress) {
  const { data } = await uploadWithProgress<typeof workerVideoAnswer>(
    "job",
    "worker/video",
    fileForm("video", file),
    onProgress,
  );
  await refreshProfile();
  return data;
}

export async function deleteVideo() {
  await callApi<typeof workerVideoRemovedAnswer>("job", "worker/video", { method: "DELETE" });
  await refreshProfile();
}

export async function saveBusinessCard(card: BusinessCard) {
  const { data } = await callApi<typeof businessCardAnswer>("job", "worker/workers/update_business_card", {
    method: "PUT",
    body: card,
  });
  await refreshProfile();
  return data;
}

/** The member's ID verification: its state and documents (their links are good for minutes only). */
export const verificationQuery = queryOptions({
  queryKey: ["flash-verification"],
  queryFn: async ({ signal }) =>
    (await callApi<typeof workerVerificationAnswer>("job", "worker/verify/1", { signal })).data,
  // Signed links expire within minutes: read again rather than show a dead image.
  staleTime: 60_000,
});

export async function uploadDocument(kind: VerificationDocumentKind, file: File, onProgress: UploadProgress) {
  const { data } = await uploadWithProgress<typeof workerVerificationAnswer>(
    "job",
    `worker/verify/documents/${kind}`,
    fileForm("image", file),
    onProgress,
  );
  queryClient.setQueryData(verificationQuery.queryKey, data);
  return data;
}

export async function submitVerification() {
  const { data } = await callApi<typeof workerVerificationAnswer>("job", "worker/verify/1/submit", { method: "POST" });
  queryClient.setQueryData(verificationQuery.queryKey, data);
  return data;
}
