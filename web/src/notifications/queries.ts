// GraphQL documents of 'Notificações' (schema/notifications.graphql). The row fragments live with their tables.
import { graphql } from '../generated';

export const NotificationsQuery = graphql(`
  query Notifications($filter: NotificationFilter, $page: Int, $pageSize: Int) {
    notifications(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        ...NotificationRow_notification
      }
    }
  }
`);

export const NotificationRecipientsQuery = graphql(`
  query NotificationRecipients($search: String, $page: Int) {
    notificationRecipients(search: $search, page: $page) {
      total
      pageSize
      items {
        ...RecipientRow_recipient
      }
    }
  }
`);

export const SendNotificationMutation = graphql(`
  mutation SendNotification($input: SendNotificationInput!) {
    sendNotification(input: $input) {
      sent
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);
