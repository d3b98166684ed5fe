import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { textLink } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { ApiError } from "../../../lib/api-error";
import { clientJobQuery } from "../api/job-posts-api";
import { ClientGate } from "../components/client-gate";
import { JobForm } from "../components/job-form";

/** `/home/flashjobs/posts/new` and `/home/flashjobs/posts/:id/edit`: a job's form, new or saved. */
export function PostFormPage() {
  const { t } = useTranslation("job-posts");
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <p>
        <Link to={id ? `/home/flashjobs/posts/${id}` : "/home/flashjobs/posts"} className={textLink}>
          {id ? t("job.back") : t("list.back")}
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-gray-900">{id ? t("form.editTitle") : t("form.newTitle")}</h1>
      <section className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6">
        <ClientGate>{() => (id ? <EditJob id={id} /> : <NewJob />)}</ClientGate>
      </section>
    </div>
  );
}

function NewJob() {
  const navigate = useNavigate();
  return <JobForm job={null} onSaved={(job) => navigate(`/home/flashjobs/posts/${job.id}`)} />;
}

function EditJob({ id }: { id: string }) {
  const { t } = useTranslation("job-posts");
  const navigate = useNavigate();
  const job = useQuery(clientJobQuery(id));
  const missing = job.error instanceof ApiError && job.error.status === 404;
  if (!job.isSuccess)
    return (
      <ListState
        ns="job-posts"
        rowClassName="h-28 rounded-2xl"
        rows={1}
        empty={false}
        query={job}
        message={missing ? t("job.notFound") : undefined}
      />
    );
  return <JobForm job={job.data} onSaved={() => navigate(`/home/flashjobs/posts/${id}`)} />;
}
