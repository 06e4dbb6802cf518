/* Service worker of the CRM's Web Push reminders: shows each push (a task's reminder) as a browser
   notification and opens its operation or "Mi agenda" when clicked. The payload is JSON:
   { title, body, url, notificationId, activityId, dealId } (server: agenda/web-push-sender.ts). */
/* global self */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'Recordatorio', body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Recordatorio', {
      body: data.body || '',
      tag: data.notificationId ? `crm-${data.notificationId}` : undefined,
      data: { url: data.url || '/agenda' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/agenda';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((wins) => {
      for (const w of wins) {
        if ('focus' in w) {
          w.navigate(url);
          return w.focus();
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
