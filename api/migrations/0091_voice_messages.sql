-- 0091: voice messages. A message of kind 'voice' is paid like a photo; its recording (Opus in WebM or Ogg, at most
-- a minute, checked from the bytes) is a private file beside the chat images, described by one row here so the
-- messages table and its hot insert stay as they are. The row goes with its message.
alter table messages drop constraint messages_kind_check;
alter table messages add constraint messages_kind_check check (kind in ('text', 'image', 'gift', 'voice'));

create table voice_messages (
  message_id bigint primary key references messages (id) on delete cascade,
  -- Relative to DATA_DIR/chat-images (the private chat media store), like image_file.
  file text not null,
  mime text not null check (mime in ('audio/webm', 'audio/ogg')),
  -- Read from the audio's own timestamps; the API refuses more than a minute (a little grace for the last frame).
  duration_ms integer not null check (duration_ms > 0 and duration_ms <= 60500),
  bytes integer not null check (bytes > 0)
);

