/** What the server takes from alerts: the digest job. */
export { type DigestJob, sendDueDigests, startDigestJob } from './digest-job';
