/**
 * Log level of the hottest reads (the reference reads, user.php GET, members.php): no "incoming request" and
 * "request completed" lines for them. At thousands of answers a second those two lines per request cost more CPU
 * than building the answer (a kept settings.php) and filled the log with identical lines; the gateway or load
 * balancer in front keeps the access log. Warnings and errors (5xx, slow queries) are still written.
 */
export const HOT_READ_LOG_LEVEL = 'warn';
