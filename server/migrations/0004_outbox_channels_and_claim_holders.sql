-- The owner may be told of a lead on several channels (mail, a chat webhook, ...): one outbox
-- row per submission, kind and channel, each delivered and retried on its own. Rows written
-- before this are mail.
alter table mail_outbox add column if not exists channel text not null default 'mail';
alter table mail_outbox drop constraint if exists mail_outbox_one_per_submission;
alter table mail_outbox add constraint mail_outbox_one_per_channel unique (submission_key, kind, channel);

-- Which relay holds a claim (its id, kept in its DATA_DIR): a relay restarting after a crash
-- frees its own dead claims at once instead of waiting out the lease.
alter table mail_outbox add column if not exists claimed_by text;
