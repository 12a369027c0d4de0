/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AppSettingsPage_settings on AppSettings {\n    id\n    maintenance\n    supportUrl\n    androidVersion\n    androidPackageName\n    playStoreUrl\n    androidUpdateRequired\n    iosVersion\n    iosPackageName\n    appStoreUrl\n    iosUpdateRequired\n    pickerAppVersion\n    pickerAppUpdateRequired\n  }\n": typeof types.AppSettingsPage_SettingsFragmentDoc,
    "\n  fragment TermsView_topic on TermsTopic {\n    id\n    title\n    order\n    paragraphs {\n      id\n      text\n      item\n      order\n    }\n  }\n": typeof types.TermsView_TopicFragmentDoc,
    "\n  query AppSettings {\n    appSettings {\n      ...AppSettingsPage_settings\n    }\n  }\n": typeof types.AppSettingsDocument,
    "\n  query TermsOfUse {\n    termsOfUse {\n      ...TermsView_topic\n    }\n  }\n": typeof types.TermsOfUseDocument,
    "\n  mutation SaveAppSettings($input: AppSettingsInput!) {\n    saveAppSettings(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      appSettings {\n        ...AppSettingsPage_settings\n      }\n    }\n  }\n": typeof types.SaveAppSettingsDocument,
    "\n  mutation SaveTermsOfUse($requestId: ID!, $topics: [TermsTopicInput!]!) {\n    saveTermsOfUse(requestId: $requestId, topics: $topics) {\n      message\n      writes\n      errors {\n        ...UserErrorFields\n      }\n      topics {\n        ...TermsView_topic\n      }\n    }\n  }\n": typeof types.SaveTermsOfUseDocument,
    "\n  query PrivacyPolicyAvailability {\n    privacyPolicyAvailability {\n      available\n      note\n    }\n  }\n": typeof types.PrivacyPolicyAvailabilityDocument,
    "\n  query PrivacyPolicy {\n    privacyPolicy {\n      id\n      title\n      body\n    }\n  }\n": typeof types.PrivacyPolicyDocument,
    "\n  mutation SavePrivacyPolicy($input: PrivacyPolicyInput!) {\n    savePrivacyPolicy(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      privacyPolicy {\n        id\n        title\n        body\n      }\n    }\n  }\n": typeof types.SavePrivacyPolicyDocument,
    "\n  mutation Login($matricula: String!, $password: String!) {\n    login(matricula: $matricula, password: $password) {\n      me {\n        ...SessionFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  fragment BranchRow_branch on Branch {\n    id\n    code\n    name\n    status\n    contact\n    mapsUrl\n  }\n": typeof types.BranchRow_BranchFragmentDoc,
    "\n  query Branches($page: Int, $pageSize: Int) {\n    branches(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...BranchRow_branch\n      }\n    }\n  }\n": typeof types.BranchesDocument,
    "\n  fragment BranchDetailsDialog_branch on Branch {\n    id\n    code\n    name\n    cnpj\n    address\n    number\n    neighbourhood\n    city\n    state\n    postalCode\n    mapsUrl\n    contact\n    whatsappUrl\n    imageUrl\n    status\n  }\n": typeof types.BranchDetailsDialog_BranchFragmentDoc,
    "\n  query BranchDetails($code: Int!) {\n    branch(code: $code) {\n      ...BranchDetailsDialog_branch\n      deliveryPeriods {\n        id\n        start\n        end\n        maxDeliveries\n        type\n      }\n    }\n  }\n": typeof types.BranchDetailsDocument,
    "\n  query DeliveryPeriodChoices {\n    deliveryPeriods {\n      id\n      start\n      end\n    }\n  }\n": typeof types.DeliveryPeriodChoicesDocument,
    "\n  mutation CreateBranch($input: BranchInput!, $schedules: [BranchScheduleInput!]) {\n    createBranch(input: $input, schedules: $schedules) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      branch {\n        ...BranchRow_branch\n      }\n    }\n  }\n": typeof types.CreateBranchDocument,
    "\n  mutation UpdateBranch($input: BranchInput!) {\n    updateBranch(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      branch {\n        ...BranchDetailsDialog_branch\n      }\n    }\n  }\n": typeof types.UpdateBranchDocument,
    "\n  query BranchSchedule($branch: Int!) {\n    branchSchedule(branch: $branch) {\n      id\n      periodId\n      start\n      end\n      maxDeliveries\n      type\n    }\n  }\n": typeof types.BranchScheduleDocument,
    "\n  mutation CreateDeliveryPeriod($input: DeliveryPeriodInput!) {\n    createDeliveryPeriod(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      period {\n        id\n        start\n        end\n      }\n    }\n  }\n": typeof types.CreateDeliveryPeriodDocument,
    "\n  mutation CreateBranchDeliveryPeriod($branch: Int!, $input: BranchDeliveryPeriodInput!) {\n    createBranchDeliveryPeriod(branch: $branch, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateBranchDeliveryPeriodDocument,
    "\n  mutation UpdateBranchDeliveryPeriod($id: ID!, $input: BranchDeliveryPeriodInput!) {\n    updateBranchDeliveryPeriod(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateBranchDeliveryPeriodDocument,
    "\n  mutation DeleteBranchDeliveryPeriod($id: ID!) {\n    deleteBranchDeliveryPeriod(id: $id) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteBranchDeliveryPeriodDocument,
    "\n  fragment CoverageAreaTable_area on CoverageArea {\n    id\n    fee\n    neighbourhoodsOffered\n    branch {\n      id\n      code\n      name\n    }\n    postalCode {\n      id\n      code\n      address\n    }\n  }\n": typeof types.CoverageAreaTable_AreaFragmentDoc,
    "\n  query CoverageAreas($filter: CoverageAreaFilter, $page: Int, $pageSize: Int) {\n    coverageAreas(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      notice\n      items {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n": typeof types.CoverageAreasDocument,
    "\n  query CoverageBranch($code: Int!) {\n    coverageBranch(code: $code) {\n      id\n      code\n      name\n    }\n  }\n": typeof types.CoverageBranchDocument,
    "\n  fragment NeighbourhoodsDialog_neighbourhood on Neighbourhood {\n    id\n    name\n    fee\n    note\n    active\n  }\n": typeof types.NeighbourhoodsDialog_NeighbourhoodFragmentDoc,
    "\n  query CoveragePostalCode($code: String!) {\n    coveragePostalCode(code: $code) {\n      id\n      code\n      address\n      neighbourhoods {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n": typeof types.CoveragePostalCodeDocument,
    "\n  mutation CreateCoverageArea($input: CoverageAreaInput!) {\n    createCoverageArea(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      area {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n": typeof types.CreateCoverageAreaDocument,
    "\n  mutation UpdateCoverageArea($id: ID!, $input: CoverageAreaInput!) {\n    updateCoverageArea(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      area {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n": typeof types.UpdateCoverageAreaDocument,
    "\n  mutation CreateNeighbourhood($postalCodeId: ID!, $input: NeighbourhoodInput!) {\n    createNeighbourhood(postalCodeId: $postalCodeId, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      neighbourhood {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n": typeof types.CreateNeighbourhoodDocument,
    "\n  mutation UpdateNeighbourhood($id: ID!, $postalCodeId: ID!, $input: NeighbourhoodInput!) {\n    updateNeighbourhood(id: $id, postalCodeId: $postalCodeId, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      neighbourhood {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n": typeof types.UpdateNeighbourhoodDocument,
    "\n  fragment PostalCodeTable_postalCode on PostalCode {\n    id\n    code\n    address\n  }\n": typeof types.PostalCodeTable_PostalCodeFragmentDoc,
    "\n  query PostalCodes($filter: PostalCodeFilter, $page: Int, $pageSize: Int) {\n    postalCodes(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n": typeof types.PostalCodesDocument,
    "\n  mutation CreatePostalCode($input: PostalCodeInput!) {\n    createPostalCode(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      postalCode {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n": typeof types.CreatePostalCodeDocument,
    "\n  mutation UpdatePostalCode($id: ID!, $input: PostalCodeInput!) {\n    updatePostalCode(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      postalCode {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n": typeof types.UpdatePostalCodeDocument,
    "\n  fragment CustomerDetails_customer on Customer {\n    id\n    erpCode\n    name\n    cpf\n    rg\n    rgIssuer\n    rgState\n    email\n    addresses {\n      ...AddressFields\n    }\n    phones {\n      id\n      number\n      main\n    }\n  }\n": typeof types.CustomerDetails_CustomerFragmentDoc,
    "\n  fragment CustomerRow_customer on Customer {\n    id\n    name\n    purchaseCount\n    lastPurchaseDate\n    lastPurchaseValue\n    daysSinceLastPurchase\n    hasPushDevice\n  }\n": typeof types.CustomerRow_CustomerFragmentDoc,
    "\n  query Customers($filter: CustomerFilter, $page: Int, $pageSize: Int) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...CustomerRow_customer\n      }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  query CustomerDetails($id: ID!) {\n    customer(id: $id) {\n      ...CustomerDetails_customer\n    }\n  }\n": typeof types.CustomerDetailsDocument,
    "\n  mutation NotifyCustomer($input: CustomerNotificationInput!) {\n    notifyCustomer(input: $input) {\n      sent\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.NotifyCustomerDocument,
    "\n  query SalesByMonth($years: [Int!]) {\n    salesByMonth(years: $years) {\n      branch\n      availability {\n        available\n        note\n      }\n      years {\n        year\n        months {\n          month\n          label\n          orders\n          revenue\n        }\n      }\n    }\n  }\n": typeof types.SalesByMonthDocument,
    "\n  fragment HighlightCarousel_highlight on Highlight {\n    id\n    title\n    description\n    type\n    link\n    imageUrl\n    status\n  }\n": typeof types.HighlightCarousel_HighlightFragmentDoc,
    "\n  query Highlights {\n    highlights {\n      total\n      limit\n      items {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n": typeof types.HighlightsDocument,
    "\n  mutation CreateHighlight($input: HighlightInput!) {\n    createHighlight(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      highlight {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n": typeof types.CreateHighlightDocument,
    "\n  mutation UpdateHighlight($id: ID!, $input: HighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      highlight {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n": typeof types.UpdateHighlightDocument,
    "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteHighlightDocument,
    "\n  fragment HolidayCalendar_entry on SpecialDate {\n    id\n    branch\n    date\n    type\n    description\n  }\n": typeof types.HolidayCalendar_EntryFragmentDoc,
    "\n  query HolidayBranches {\n    branchChoices(page: funcionamento) {\n      code\n      name\n    }\n  }\n": typeof types.HolidayBranchesDocument,
    "\n  query SpecialDates($branch: Int!) {\n    specialDates(branch: $branch) {\n      ...HolidayCalendar_entry\n    }\n  }\n": typeof types.SpecialDatesDocument,
    "\n  mutation CreateSpecialDate($input: SpecialDateInput!) {\n    createSpecialDate(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      specialDate {\n        ...HolidayCalendar_entry\n      }\n    }\n  }\n": typeof types.CreateSpecialDateDocument,
    "\n  mutation UpdateSpecialDate($id: ID!, $input: SpecialDateInput!) {\n    updateSpecialDate(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      specialDate {\n        ...HolidayCalendar_entry\n      }\n    }\n  }\n": typeof types.UpdateSpecialDateDocument,
    "\n  mutation DeleteSpecialDate($id: ID!) {\n    deleteSpecialDate(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteSpecialDateDocument,
    "\n  fragment IntegrationKeyRow_key on IntegrationKey {\n    id\n    name\n    pages\n    branch\n    createdBy\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n    state\n  }\n": typeof types.IntegrationKeyRow_KeyFragmentDoc,
    "\n  query IntegrationKeys {\n    integrationKeys {\n      ...IntegrationKeyRow_key\n    }\n    integrationKeyPageOptions {\n      page\n      branchWide\n    }\n    branchChoices(page: integracoes) {\n      code\n      name\n    }\n  }\n": typeof types.IntegrationKeysDocument,
    "\n  mutation CreateIntegrationKey($input: IntegrationKeyInput!) {\n    createIntegrationKey(input: $input) {\n      secret\n      message\n      errors {\n        ...UserErrorFields\n      }\n      integrationKey {\n        ...IntegrationKeyRow_key\n      }\n    }\n  }\n": typeof types.CreateIntegrationKeyDocument,
    "\n  mutation RevokeIntegrationKey($keyId: ID!) {\n    revokeIntegrationKey(keyId: $keyId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      integrationKey {\n        ...IntegrationKeyRow_key\n      }\n    }\n  }\n": typeof types.RevokeIntegrationKeyDocument,
    "\n        mutation BusyRetryTouch {\n          touchSession {\n            __typename\n          }\n        }\n      ": typeof types.BusyRetryTouchDocument,
    "\n          query Busy {\n            ok\n          }\n        ": typeof types.BusyDocument,
    "\n  fragment SessionFields on Me {\n    type\n    branch\n    branchBound\n    pages\n    actions\n    expiresAt\n    idleExpiresAt\n    user {\n      id\n      employeeId\n      matricula\n      name\n      email\n    }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation TouchSession {\n    touchSession {\n      expiresAt\n      idleExpiresAt\n    }\n  }\n": typeof types.TouchSessionDocument,
    "\n  fragment AddressFields on Address {\n    id\n    street\n    number\n    neighbourhood\n    postalCode\n    complement\n    city\n    state\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  fragment UserErrorFields on UserError {\n    code\n    message\n    field\n  }\n": typeof types.UserErrorFieldsFragmentDoc,
    "\n  query NameSearch {\n    nameSearch {\n      accentBlind\n    }\n  }\n": typeof types.NameSearchDocument,
    "\n  mutation CreateImageUpload($folder: UploadFolder!, $fileName: String!, $contentType: String!, $size: Int!) {\n    createImageUpload(folder: $folder, fileName: $fileName, contentType: $contentType, size: $size) {\n      uploadUrl\n      fileUrl\n      contentType\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateImageUploadDocument,
    "\n  fragment LogUserLabel_user on LogUser {\n    id\n    username\n    name\n  }\n": typeof types.LogUserLabel_UserFragmentDoc,
    "\n  fragment ApiLogGrid_entry on ApiLogEntry {\n    id\n    at\n    method\n    table\n    before\n    after\n    user {\n      ...LogUserLabel_user\n    }\n  }\n": typeof types.ApiLogGrid_EntryFragmentDoc,
    "\n  query ApiLogs($filter: ApiLogFilter, $page: Int, $pageSize: Int) {\n    apiLogs(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...ApiLogGrid_entry\n      }\n    }\n  }\n": typeof types.ApiLogsDocument,
    "\n  query ApiLogUsers {\n    apiLogUsers {\n      ...LogUserLabel_user\n    }\n  }\n": typeof types.ApiLogUsersDocument,
    "\n  fragment DatabaseLogGrid_entry on DatabaseLogEntry {\n    id\n    startedAt\n    endedAt\n    origin\n    method\n    table\n    status\n    note\n    error\n    user {\n      ...LogUserLabel_user\n    }\n  }\n": typeof types.DatabaseLogGrid_EntryFragmentDoc,
    "\n  query DatabaseLogs($filter: DatabaseLogFilter, $page: Int, $pageSize: Int) {\n    databaseLogs(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...DatabaseLogGrid_entry\n      }\n    }\n  }\n": typeof types.DatabaseLogsDocument,
    "\n  query DatabaseLogUsers {\n    databaseLogUsers {\n      ...LogUserLabel_user\n    }\n  }\n": typeof types.DatabaseLogUsersDocument,
    "\n  fragment RecipientRow_recipient on NotificationRecipient {\n    id\n    name\n    lastPurchaseDate\n    lastPurchaseValue\n    daysSinceLastPurchase\n    hasPushDevice\n  }\n": typeof types.RecipientRow_RecipientFragmentDoc,
    "\n  fragment NotificationRow_notification on PushNotification {\n    id\n    title\n    message\n    audience\n    imageUrl\n    scheduled\n    createdAt\n    sendAt\n    selectedUsers\n  }\n": typeof types.NotificationRow_NotificationFragmentDoc,
    "\n  query Notifications($filter: NotificationFilter, $page: Int, $pageSize: Int) {\n    notifications(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...NotificationRow_notification\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query NotificationRecipients($search: String, $page: Int) {\n    notificationRecipients(search: $search, page: $page) {\n      total\n      pageSize\n      items {\n        ...RecipientRow_recipient\n      }\n    }\n  }\n": typeof types.NotificationRecipientsDocument,
    "\n  mutation SendNotification($input: SendNotificationInput!) {\n    sendNotification(input: $input) {\n      sent\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SendNotificationDocument,
    "\n  fragment CancellationRow_cancellation on Cancellation {\n    id\n    date\n    reason\n    cancelledBy\n    order {\n      id\n      total\n      customer {\n        id\n        name\n      }\n      workflow {\n        ...OrderWorkflow_workflow\n      }\n      additionalOrders {\n        id\n        total\n        status\n        statusLabel\n        cancellation {\n          id\n          date\n          reason\n        }\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CancellationRow_CancellationFragmentDoc,
    "\n  fragment CompletedOrderRow_order on Order {\n    ...OrderCells_order\n    ratings {\n      score\n      comment\n    }\n    loyaltyCancelledAt\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    additionalOrders {\n      ...OrderCells_order\n    }\n  }\n": typeof types.CompletedOrderRow_OrderFragmentDoc,
    "\n  fragment OrderRow_order on Order {\n    ...OrderCells_order\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    statusOptions {\n      status\n      label\n      kind\n      message\n      progress\n    }\n    invoiceResend {\n      progress\n    }\n    additionalOrders {\n      ...OrderCells_order\n      statusOptions {\n        status\n        label\n      }\n    }\n  }\n": typeof types.OrderRow_OrderFragmentDoc,
    "\n  fragment OrderCells_order on Order {\n    id\n    status\n    statusLabel\n    type\n    placedAt\n    deliveryDate\n    total\n    separatedTotal\n    amounts {\n      toCharge\n      toChargeFrom\n    }\n    note\n    firstPurchase\n    hasLimitedItems\n    hasButcheryItems\n    customer {\n      id\n      name\n    }\n    address {\n      ...AddressFields\n    }\n    deliveryWindow {\n      id\n      start\n      end\n    }\n    branch {\n      code\n      name\n    }\n    picker {\n      id\n      name\n    }\n    deliveryman {\n      id\n      name\n    }\n  }\n": typeof types.OrderCells_OrderFragmentDoc,
    "\n  fragment OrderWorkflow_workflow on OrderWorkflow {\n    id\n    kind\n    state\n    progress\n    canRetry\n    successMessages\n    error {\n      code\n      message\n      field\n    }\n    hold {\n      kind\n      orderId\n      branch\n    }\n  }\n": typeof types.OrderWorkflow_WorkflowFragmentDoc,
    "\n  fragment OrderHeader_order on Order {\n    id\n    status\n    statusLabel\n    type\n    placedAt\n    deliveryDate\n    invoiceNumber\n    note\n    allowsSubstitution\n    total\n    separatedTotal\n    discount\n    deliveryFee\n    amounts {\n      ordered\n      separated\n      invoiced\n      deliveryFee\n      discount\n      additionalShare\n      toCharge\n      toChargeFrom\n      changeFor\n      changeDue\n    }\n    covenantCode\n    hasLimitedItems\n    hasButcheryItems\n    itemCount\n    customer {\n      id\n      erpCode\n      name\n      cpf\n      mainPhone\n    }\n    branch {\n      code\n      name\n    }\n    paymentMethod {\n      id\n      description\n    }\n    deliveryWindow {\n      id\n      start\n      end\n    }\n    address {\n      ...AddressFields\n    }\n    picker {\n      id\n      name\n    }\n    deliveryman {\n      id\n      name\n    }\n  }\n": typeof types.OrderHeader_OrderFragmentDoc,
    "\n  fragment OrderItemRow_item on OrderItem {\n    id\n    quantity\n    pickedQuantity\n    price\n    listPrice\n    discount\n    missing\n    cancelled\n    separated\n    limited\n    pickingNote\n    product {\n      id\n      code\n      auxCode\n      description\n      unit\n      offerType\n      category\n      section {\n        id\n        description\n        rank\n      }\n    }\n  }\n": typeof types.OrderItemRow_ItemFragmentDoc,
    "\n  query OrderDetails($id: ID!) {\n    order(id: $id) {\n      ...OrderHeader_order\n      itemsLockedReason\n      cancellation {\n        id\n        date\n        reason\n        cancelledBy\n      }\n      amounts {\n        steps {\n          stage\n          label\n          amount\n          difference\n          reasons\n        }\n      }\n      items {\n        total\n        items {\n          ...OrderItemRow_item\n          substitutes {\n            ...OrderItemRow_item\n          }\n        }\n      }\n    }\n  }\n": typeof types.OrderDetailsDocument,
    "\n  fragment DeliverySlip_order on Order {\n    ...OrderHeader_order\n    items {\n      items {\n        ...OrderItemRow_item\n      }\n    }\n    additionalOrders {\n      id\n      invoiceNumber\n      items {\n        items {\n          ...OrderItemRow_item\n        }\n      }\n    }\n  }\n": typeof types.DeliverySlip_OrderFragmentDoc,
    "\n  query DeliverySlip($id: ID!) {\n    order(id: $id) {\n      ...DeliverySlip_order\n    }\n  }\n": typeof types.DeliverySlipDocument,
    "\n  mutation SetOrderItemMissing($itemId: ID!, $missing: Boolean!) {\n    setOrderItemMissing(itemId: $itemId, missing: $missing) {\n      id\n      missing\n    }\n  }\n": typeof types.SetOrderItemMissingDocument,
    "\n  fragment OrderHistory_entry on OrderHistoryEntry {\n    kind\n    at\n    actor\n    origin\n    orderId\n    fromStatusLabel\n    toStatusLabel\n    staffName\n    invoiceNumber\n    itemId\n    reason\n    pushTitle\n    coupon\n  }\n": typeof types.OrderHistory_EntryFragmentDoc,
    "\n  query OrderHistory($id: ID!) {\n    order(id: $id) {\n      id\n      history {\n        ...OrderHistory_entry\n      }\n    }\n  }\n": typeof types.OrderHistoryDocument,
    "\n  subscription OpenBoardEvents {\n    orderEvents {\n      kind\n      at\n      orderId\n      order {\n        ...OrderRow_order\n      }\n    }\n  }\n": typeof types.OpenBoardEventsDocument,
    "\n  subscription FinishedOrderEvents {\n    orderEvents {\n      kind\n      orderId\n      order {\n        id\n      }\n    }\n  }\n": typeof types.FinishedOrderEventsDocument,
    "\n  subscription OrderWorkflowProgress($order: ID!) {\n    orderWorkflowProgress(order: $order) {\n      ...OrderWorkflow_workflow\n    }\n  }\n": typeof types.OrderWorkflowProgressDocument,
    "\n  query OrderWatch {\n    orderWatch {\n      feed\n      intervalSeconds\n    }\n  }\n": typeof types.OrderWatchDocument,
    "\n  query OpenOrders($filter: OpenOrderFilter, $page: Int, $pageSize: Int) {\n    openOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...OrderRow_order\n      }\n    }\n  }\n": typeof types.OpenOrdersDocument,
    "\n  query CompletedOrders($filter: OrderFilter, $page: Int, $pageSize: Int) {\n    completedOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...CompletedOrderRow_order\n      }\n    }\n  }\n": typeof types.CompletedOrdersDocument,
    "\n  query CancelledOrders($filter: OrderFilter, $page: Int, $pageSize: Int) {\n    cancelledOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...CancellationRow_cancellation\n      }\n    }\n  }\n": typeof types.CancelledOrdersDocument,
    "\n  query Pickers($branch: Int!) {\n    pickers(branch: $branch) {\n      id\n      name\n    }\n  }\n": typeof types.PickersDocument,
    "\n  query Deliverymen($branch: Int!) {\n    deliverymen(branch: $branch) {\n      id\n      name\n    }\n  }\n": typeof types.DeliverymenDocument,
    "\n  query OrderWorkflowState($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      statusLabel\n      workflow {\n        ...OrderWorkflow_workflow\n      }\n    }\n  }\n": typeof types.OrderWorkflowStateDocument,
    "\n  mutation AdvanceOrderStatus($input: AdvanceOrderStatusInput!) {\n    advanceOrderStatus(input: $input) {\n      ...OrderPayload_payload\n    }\n  }\n": typeof types.AdvanceOrderStatusDocument,
    "\n  mutation ResendOrderToInvoicing($orderId: ID!) {\n    resendOrderToInvoicing(orderId: $orderId) {\n      ...OrderPayload_payload\n    }\n  }\n": typeof types.ResendOrderToInvoicingDocument,
    "\n  mutation RetryOrderWorkflow($workflowId: ID!) {\n    retryOrderWorkflow(workflowId: $workflowId) {\n      ...OrderPayload_payload\n    }\n  }\n": typeof types.RetryOrderWorkflowDocument,
    "\n  mutation ResolveHeldInvoicing($input: ResolveHeldInvoicingInput!) {\n    resolveHeldInvoicing(input: $input) {\n      ...OrderPayload_payload\n    }\n  }\n": typeof types.ResolveHeldInvoicingDocument,
    "\n  mutation CancelLoyaltyPurchase($orderId: ID!) {\n    cancelLoyaltyPurchase(orderId: $orderId) {\n      messages\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CancelLoyaltyPurchaseDocument,
    "\n  fragment OrderPayload_payload on OrderPayload {\n    messages\n    errors {\n      ...UserErrorFields\n    }\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    order {\n      ...OrderRow_order\n    }\n  }\n": typeof types.OrderPayload_PayloadFragmentDoc,
    "\n  query OpenOrderStatuses {\n    openOrderStatuses {\n      status\n      label\n    }\n  }\n": typeof types.OpenOrderStatusesDocument,
    "\n  query PasswordResetLink($uuid: String!, $token: String!) {\n    passwordResetLink(uuid: $uuid, token: $token) {\n      valid\n      message\n    }\n  }\n": typeof types.PasswordResetLinkDocument,
    "\n  mutation ResetPassword($uuid: String!, $token: String!, $password: String!, $confirmation: String!) {\n    resetPassword(uuid: $uuid, token: $token, password: $password, confirmation: $confirmation) {\n      done\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RequestPasswordRecovery($email: String!) {\n    requestPasswordRecovery(email: $email) {\n      link\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestPasswordRecoveryDocument,
    "\n  fragment PaymentMethodGrid_method on PaymentMethod {\n    id\n    internalCode\n    erpChargeCode\n    description\n    imageUrl\n  }\n": typeof types.PaymentMethodGrid_MethodFragmentDoc,
    "\n  query PaymentMethods($page: Int, $pageSize: Int) {\n    paymentMethods(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      paymentMethod {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n": typeof types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      paymentMethod {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n": typeof types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeletePaymentMethodDocument,
    "\n  query ProductBranchChoices {\n    branchChoices(page: produto) {\n      code\n      name\n    }\n  }\n": typeof types.ProductBranchChoicesDocument,
    "\n  fragment ProductOffersDialog_offer on ProductOffer {\n    id\n    type {\n      code\n      label\n    }\n    price\n    minQuantity\n    maxQuantity\n    startsOn\n    endsOn\n  }\n": typeof types.ProductOffersDialog_OfferFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    code\n    auxiliaryCode\n    branch\n    description\n    unit\n    section {\n      id\n      description\n    }\n    category {\n      id\n      description\n    }\n    subcategory {\n      id\n      description\n    }\n    salePrice\n    tablePrice\n    priceDisplay {\n      price\n      struckPrice\n    }\n    canUpdate\n    outOfLine\n    stock\n    minimumStock\n    belowMinimumStock\n    minimumPurchase\n    onOffer\n    offerType {\n      code\n      label\n    }\n    soldInPacks\n    packQuantity\n    unitWeight\n    notes\n    imageUrl\n    registeredOn\n    updatedAt\n    offers {\n      ...ProductOffersDialog_offer\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query Products($filter: ProductFilter!, $page: Int) {\n    products(filter: $filter, page: $page) {\n      total\n      pageSize\n      branch\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query ProductCatalogue {\n    productCatalogue {\n      id\n      description\n      categories {\n        id\n        description\n        subcategories {\n          id\n          description\n        }\n      }\n    }\n  }\n": typeof types.ProductCatalogueDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation SaveProductOffers($productId: ID!, $offers: [ProductOfferInput!]!) {\n    saveProductOffers(productId: $productId, offers: $offers) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.SaveProductOffersDocument,
    "\n  mutation DeleteProductOffers($productId: ID!) {\n    deleteProductOffers(productId: $productId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.DeleteProductOffersDocument,
    "\n  fragment ProductRefresh_state on ProductRefreshState {\n    running\n    stale\n    output\n  }\n": typeof types.ProductRefresh_StateFragmentDoc,
    "\n  mutation RefreshProduct($id: ID!) {\n    refreshProduct(id: $id) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      state {\n        ...ProductRefresh_state\n      }\n    }\n  }\n": typeof types.RefreshProductDocument,
    "\n  query ProductRefreshState {\n    productRefreshState {\n      ...ProductRefresh_state\n    }\n  }\n": typeof types.ProductRefreshStateDocument,
    "\n  fragment RecipeDialog_product on RecipeProduct {\n    productId\n    code\n    description\n    branch\n    quantity\n    stock\n    outOfStock\n    salePrice\n    imageUrl\n  }\n": typeof types.RecipeDialog_ProductFragmentDoc,
    "\n  fragment RecipeCard_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    valid\n    ingredients {\n      order\n      name\n      quantity\n      unit\n      toTaste\n      products {\n        ...RecipeDialog_product\n      }\n    }\n    steps {\n      order\n      description\n    }\n  }\n": typeof types.RecipeCard_RecipeFragmentDoc,
    "\n  query Recipes($page: Int) {\n    recipes(page: $page) {\n      total\n      pageSize\n      items {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n": typeof types.RecipesDocument,
    "\n  query RecipeBranchChoices {\n    branchChoices(page: receitas) {\n      code\n      name\n    }\n  }\n": typeof types.RecipeBranchChoicesDocument,
    "\n  query RecipeProductSearch($text: String!, $branch: Int) {\n    recipeProductSearch(text: $text, branch: $branch) {\n      branch\n      total\n      items {\n        ...RecipeDialog_product\n      }\n    }\n  }\n": typeof types.RecipeProductSearchDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!, $requestId: String) {\n    createRecipe(input: $input, requestId: $requestId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      recipe {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n": typeof types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $requestId: String) {\n    updateRecipe(id: $id, input: $input, requestId: $requestId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      recipe {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n": typeof types.UpdateRecipeDocument,
    "\n  mutation DeleteRecipe($id: ID!, $requestId: String) {\n    deleteRecipe(id: $id, requestId: $requestId) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteRecipeDocument,
    "\n  query ReportsPage {\n    reports {\n      index\n      title\n      fileName\n      parameters\n      csvPath\n      xlsxPath\n      xlsxFileName\n    }\n    reportBranchOptions {\n      allBranches\n      branches {\n        code\n        name\n      }\n    }\n  }\n": typeof types.ReportsPageDocument,
    "\n  query Search($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      kind\n      title\n      subtitle\n      url\n    }\n  }\n": typeof types.SearchDocument,
    "\n  fragment SectionList_section on Section {\n    id\n    description\n    icon\n    info\n    active\n    order\n  }\n": typeof types.SectionList_SectionFragmentDoc,
    "\n  fragment RankList_rank on SectionRank {\n    id\n    branch\n    sectionId\n    description\n    icon\n    sectionActive\n    rank\n    available\n    feeSection\n  }\n": typeof types.RankList_RankFragmentDoc,
    "\n  query Sections($includeInactive: Boolean) {\n    sections(filter: { includeInactive: $includeInactive }) {\n      total\n      items {\n        ...SectionList_section\n      }\n    }\n  }\n": typeof types.SectionsDocument,
    "\n  query SectionRankBranches {\n    branchChoices(page: secao) {\n      code\n      name\n    }\n  }\n": typeof types.SectionRankBranchesDocument,
    "\n  query SectionRanks($branch: Int!) {\n    sectionRanks(branch: $branch) {\n      ...RankList_rank\n    }\n  }\n": typeof types.SectionRanksDocument,
    "\n  mutation UpdateSection($id: ID!, $input: SectionInput!) {\n    updateSection(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      section {\n        ...SectionList_section\n      }\n    }\n  }\n": typeof types.UpdateSectionDocument,
    "\n  mutation ReorderSections($ids: [ID!]!) {\n    reorderSections(ids: $ids) {\n      message\n      changedIds\n      errors {\n        ...UserErrorFields\n      }\n      sections {\n        ...SectionList_section\n      }\n    }\n  }\n": typeof types.ReorderSectionsDocument,
    "\n  mutation UpdateSectionRank($id: ID!, $available: Boolean!) {\n    updateSectionRank(id: $id, available: $available) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      rank {\n        ...RankList_rank\n      }\n    }\n  }\n": typeof types.UpdateSectionRankDocument,
    "\n  mutation ReorderSectionRanks($branch: Int!, $ids: [ID!]!) {\n    reorderSectionRanks(branch: $branch, ids: $ids) {\n      message\n      changedIds\n      errors {\n        ...UserErrorFields\n      }\n      ranks {\n        ...RankList_rank\n      }\n    }\n  }\n": typeof types.ReorderSectionRanksDocument,
    "\n  fragment OpenSessionFields on OpenSession {\n    id\n    device\n    address\n    startedAt\n    lastUsedAt\n    current\n  }\n": typeof types.OpenSessionFieldsFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      ...OpenSessionFields\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ended\n      message\n      errors {\n        ...UserErrorFields\n      }\n      sessions {\n        ...OpenSessionFields\n      }\n    }\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  fragment SettingsPage_settings on BranchSettings {\n    id\n    branch\n    minimumPurchase\n    minimumPickupPurchase\n    additionalOrderItemLimit\n    stockMarginPercent\n    deliveryIntervalMinutes\n    nextDaySearchLimit\n    serviceFee\n    serviceFeeProductId\n    serviceFeeErpCode\n    deliveryFeeProductId\n    deliveryFeeErpCode\n    neighbourhoodPostalCode\n    supportUrl\n    loyaltyUsername\n    loyaltyPasswordSet\n  }\n": typeof types.SettingsPage_SettingsFragmentDoc,
    "\n  query SettingsBranches {\n    branchChoices(page: configuracoes) {\n      code\n      name\n    }\n  }\n": typeof types.SettingsBranchesDocument,
    "\n  query BranchSettings($branch: Int!) {\n    branchSettings(branch: $branch) {\n      ...SettingsPage_settings\n    }\n  }\n": typeof types.BranchSettingsDocument,
    "\n  mutation SaveBranchSettings($branch: Int!, $input: BranchSettingsInput!) {\n    saveBranchSettings(branch: $branch, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      settings {\n        ...SettingsPage_settings\n      }\n    }\n  }\n": typeof types.SaveBranchSettingsDocument,
    "\n  fragment StaffTable_members on Employee {\n    id\n    userId\n    registration\n    name\n    email\n    cpf\n    branch {\n      code\n      name\n    }\n    role\n    roleLabel\n    roles\n    available\n    active\n  }\n": typeof types.StaffTable_MembersFragmentDoc,
    "\n  query Employees($filter: StaffFilter, $page: Int, $pageSize: Int) {\n    employees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n": typeof types.EmployeesDocument,
    "\n  query PickerEmployees($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {\n    pickerEmployees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n": typeof types.PickerEmployeesDocument,
    "\n  query DeliverymanEmployees($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {\n    deliverymanEmployees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n": typeof types.DeliverymanEmployeesDocument,
    "\n  query StaffBranchChoices($page: Page!) {\n    branchChoices(page: $page) {\n      code\n      name\n    }\n  }\n": typeof types.StaffBranchChoicesDocument,
    "\n  fragment StaffScreen_payload on EmployeePayload {\n    message\n    errors {\n      ...UserErrorFields\n    }\n    employee {\n      ...StaffTable_members\n    }\n  }\n": typeof types.StaffScreen_PayloadFragmentDoc,
    "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.UpdateEmployeeDocument,
    "\n  mutation CreatePicker($input: EmployeeInput!) {\n    createPicker(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.CreatePickerDocument,
    "\n  mutation UpdatePicker($id: ID!, $input: EmployeeInput!) {\n    updatePicker(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.UpdatePickerDocument,
    "\n  mutation CreateDeliveryman($input: EmployeeInput!) {\n    createDeliveryman(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.CreateDeliverymanDocument,
    "\n  mutation UpdateDeliveryman($id: ID!, $input: EmployeeInput!) {\n    updateDeliveryman(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.UpdateDeliverymanDocument,
    "\n  mutation DeactivateEmployee($id: ID!) {\n    deactivateEmployee(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.DeactivateEmployeeDocument,
    "\n  mutation ReactivateEmployee($id: ID!) {\n    reactivateEmployee(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.ReactivateEmployeeDocument,
    "\n  mutation DeactivatePicker($id: ID!) {\n    deactivatePicker(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.DeactivatePickerDocument,
    "\n  mutation ReactivatePicker($id: ID!) {\n    reactivatePicker(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.ReactivatePickerDocument,
    "\n  mutation DeactivateDeliveryman($id: ID!) {\n    deactivateDeliveryman(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.DeactivateDeliverymanDocument,
    "\n  mutation ReactivateDeliveryman($id: ID!) {\n    reactivateDeliveryman(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": typeof types.ReactivateDeliverymanDocument,
    "\n  mutation SendEmployeePasswordReset($id: ID!) {\n    sendEmployeePasswordReset(id: $id) {\n      email\n      link\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SendEmployeePasswordResetDocument,
};
const documents: Documents = {
    "\n  fragment AppSettingsPage_settings on AppSettings {\n    id\n    maintenance\n    supportUrl\n    androidVersion\n    androidPackageName\n    playStoreUrl\n    androidUpdateRequired\n    iosVersion\n    iosPackageName\n    appStoreUrl\n    iosUpdateRequired\n    pickerAppVersion\n    pickerAppUpdateRequired\n  }\n": types.AppSettingsPage_SettingsFragmentDoc,
    "\n  fragment TermsView_topic on TermsTopic {\n    id\n    title\n    order\n    paragraphs {\n      id\n      text\n      item\n      order\n    }\n  }\n": types.TermsView_TopicFragmentDoc,
    "\n  query AppSettings {\n    appSettings {\n      ...AppSettingsPage_settings\n    }\n  }\n": types.AppSettingsDocument,
    "\n  query TermsOfUse {\n    termsOfUse {\n      ...TermsView_topic\n    }\n  }\n": types.TermsOfUseDocument,
    "\n  mutation SaveAppSettings($input: AppSettingsInput!) {\n    saveAppSettings(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      appSettings {\n        ...AppSettingsPage_settings\n      }\n    }\n  }\n": types.SaveAppSettingsDocument,
    "\n  mutation SaveTermsOfUse($requestId: ID!, $topics: [TermsTopicInput!]!) {\n    saveTermsOfUse(requestId: $requestId, topics: $topics) {\n      message\n      writes\n      errors {\n        ...UserErrorFields\n      }\n      topics {\n        ...TermsView_topic\n      }\n    }\n  }\n": types.SaveTermsOfUseDocument,
    "\n  query PrivacyPolicyAvailability {\n    privacyPolicyAvailability {\n      available\n      note\n    }\n  }\n": types.PrivacyPolicyAvailabilityDocument,
    "\n  query PrivacyPolicy {\n    privacyPolicy {\n      id\n      title\n      body\n    }\n  }\n": types.PrivacyPolicyDocument,
    "\n  mutation SavePrivacyPolicy($input: PrivacyPolicyInput!) {\n    savePrivacyPolicy(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      privacyPolicy {\n        id\n        title\n        body\n      }\n    }\n  }\n": types.SavePrivacyPolicyDocument,
    "\n  mutation Login($matricula: String!, $password: String!) {\n    login(matricula: $matricula, password: $password) {\n      me {\n        ...SessionFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  fragment BranchRow_branch on Branch {\n    id\n    code\n    name\n    status\n    contact\n    mapsUrl\n  }\n": types.BranchRow_BranchFragmentDoc,
    "\n  query Branches($page: Int, $pageSize: Int) {\n    branches(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...BranchRow_branch\n      }\n    }\n  }\n": types.BranchesDocument,
    "\n  fragment BranchDetailsDialog_branch on Branch {\n    id\n    code\n    name\n    cnpj\n    address\n    number\n    neighbourhood\n    city\n    state\n    postalCode\n    mapsUrl\n    contact\n    whatsappUrl\n    imageUrl\n    status\n  }\n": types.BranchDetailsDialog_BranchFragmentDoc,
    "\n  query BranchDetails($code: Int!) {\n    branch(code: $code) {\n      ...BranchDetailsDialog_branch\n      deliveryPeriods {\n        id\n        start\n        end\n        maxDeliveries\n        type\n      }\n    }\n  }\n": types.BranchDetailsDocument,
    "\n  query DeliveryPeriodChoices {\n    deliveryPeriods {\n      id\n      start\n      end\n    }\n  }\n": types.DeliveryPeriodChoicesDocument,
    "\n  mutation CreateBranch($input: BranchInput!, $schedules: [BranchScheduleInput!]) {\n    createBranch(input: $input, schedules: $schedules) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      branch {\n        ...BranchRow_branch\n      }\n    }\n  }\n": types.CreateBranchDocument,
    "\n  mutation UpdateBranch($input: BranchInput!) {\n    updateBranch(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      branch {\n        ...BranchDetailsDialog_branch\n      }\n    }\n  }\n": types.UpdateBranchDocument,
    "\n  query BranchSchedule($branch: Int!) {\n    branchSchedule(branch: $branch) {\n      id\n      periodId\n      start\n      end\n      maxDeliveries\n      type\n    }\n  }\n": types.BranchScheduleDocument,
    "\n  mutation CreateDeliveryPeriod($input: DeliveryPeriodInput!) {\n    createDeliveryPeriod(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      period {\n        id\n        start\n        end\n      }\n    }\n  }\n": types.CreateDeliveryPeriodDocument,
    "\n  mutation CreateBranchDeliveryPeriod($branch: Int!, $input: BranchDeliveryPeriodInput!) {\n    createBranchDeliveryPeriod(branch: $branch, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateBranchDeliveryPeriodDocument,
    "\n  mutation UpdateBranchDeliveryPeriod($id: ID!, $input: BranchDeliveryPeriodInput!) {\n    updateBranchDeliveryPeriod(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateBranchDeliveryPeriodDocument,
    "\n  mutation DeleteBranchDeliveryPeriod($id: ID!) {\n    deleteBranchDeliveryPeriod(id: $id) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteBranchDeliveryPeriodDocument,
    "\n  fragment CoverageAreaTable_area on CoverageArea {\n    id\n    fee\n    neighbourhoodsOffered\n    branch {\n      id\n      code\n      name\n    }\n    postalCode {\n      id\n      code\n      address\n    }\n  }\n": types.CoverageAreaTable_AreaFragmentDoc,
    "\n  query CoverageAreas($filter: CoverageAreaFilter, $page: Int, $pageSize: Int) {\n    coverageAreas(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      notice\n      items {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n": types.CoverageAreasDocument,
    "\n  query CoverageBranch($code: Int!) {\n    coverageBranch(code: $code) {\n      id\n      code\n      name\n    }\n  }\n": types.CoverageBranchDocument,
    "\n  fragment NeighbourhoodsDialog_neighbourhood on Neighbourhood {\n    id\n    name\n    fee\n    note\n    active\n  }\n": types.NeighbourhoodsDialog_NeighbourhoodFragmentDoc,
    "\n  query CoveragePostalCode($code: String!) {\n    coveragePostalCode(code: $code) {\n      id\n      code\n      address\n      neighbourhoods {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n": types.CoveragePostalCodeDocument,
    "\n  mutation CreateCoverageArea($input: CoverageAreaInput!) {\n    createCoverageArea(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      area {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n": types.CreateCoverageAreaDocument,
    "\n  mutation UpdateCoverageArea($id: ID!, $input: CoverageAreaInput!) {\n    updateCoverageArea(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      area {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n": types.UpdateCoverageAreaDocument,
    "\n  mutation CreateNeighbourhood($postalCodeId: ID!, $input: NeighbourhoodInput!) {\n    createNeighbourhood(postalCodeId: $postalCodeId, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      neighbourhood {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n": types.CreateNeighbourhoodDocument,
    "\n  mutation UpdateNeighbourhood($id: ID!, $postalCodeId: ID!, $input: NeighbourhoodInput!) {\n    updateNeighbourhood(id: $id, postalCodeId: $postalCodeId, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      neighbourhood {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n": types.UpdateNeighbourhoodDocument,
    "\n  fragment PostalCodeTable_postalCode on PostalCode {\n    id\n    code\n    address\n  }\n": types.PostalCodeTable_PostalCodeFragmentDoc,
    "\n  query PostalCodes($filter: PostalCodeFilter, $page: Int, $pageSize: Int) {\n    postalCodes(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n": types.PostalCodesDocument,
    "\n  mutation CreatePostalCode($input: PostalCodeInput!) {\n    createPostalCode(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      postalCode {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n": types.CreatePostalCodeDocument,
    "\n  mutation UpdatePostalCode($id: ID!, $input: PostalCodeInput!) {\n    updatePostalCode(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      postalCode {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n": types.UpdatePostalCodeDocument,
    "\n  fragment CustomerDetails_customer on Customer {\n    id\n    erpCode\n    name\n    cpf\n    rg\n    rgIssuer\n    rgState\n    email\n    addresses {\n      ...AddressFields\n    }\n    phones {\n      id\n      number\n      main\n    }\n  }\n": types.CustomerDetails_CustomerFragmentDoc,
    "\n  fragment CustomerRow_customer on Customer {\n    id\n    name\n    purchaseCount\n    lastPurchaseDate\n    lastPurchaseValue\n    daysSinceLastPurchase\n    hasPushDevice\n  }\n": types.CustomerRow_CustomerFragmentDoc,
    "\n  query Customers($filter: CustomerFilter, $page: Int, $pageSize: Int) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...CustomerRow_customer\n      }\n    }\n  }\n": types.CustomersDocument,
    "\n  query CustomerDetails($id: ID!) {\n    customer(id: $id) {\n      ...CustomerDetails_customer\n    }\n  }\n": types.CustomerDetailsDocument,
    "\n  mutation NotifyCustomer($input: CustomerNotificationInput!) {\n    notifyCustomer(input: $input) {\n      sent\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.NotifyCustomerDocument,
    "\n  query SalesByMonth($years: [Int!]) {\n    salesByMonth(years: $years) {\n      branch\n      availability {\n        available\n        note\n      }\n      years {\n        year\n        months {\n          month\n          label\n          orders\n          revenue\n        }\n      }\n    }\n  }\n": types.SalesByMonthDocument,
    "\n  fragment HighlightCarousel_highlight on Highlight {\n    id\n    title\n    description\n    type\n    link\n    imageUrl\n    status\n  }\n": types.HighlightCarousel_HighlightFragmentDoc,
    "\n  query Highlights {\n    highlights {\n      total\n      limit\n      items {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n": types.HighlightsDocument,
    "\n  mutation CreateHighlight($input: HighlightInput!) {\n    createHighlight(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      highlight {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n": types.CreateHighlightDocument,
    "\n  mutation UpdateHighlight($id: ID!, $input: HighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      highlight {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n": types.UpdateHighlightDocument,
    "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteHighlightDocument,
    "\n  fragment HolidayCalendar_entry on SpecialDate {\n    id\n    branch\n    date\n    type\n    description\n  }\n": types.HolidayCalendar_EntryFragmentDoc,
    "\n  query HolidayBranches {\n    branchChoices(page: funcionamento) {\n      code\n      name\n    }\n  }\n": types.HolidayBranchesDocument,
    "\n  query SpecialDates($branch: Int!) {\n    specialDates(branch: $branch) {\n      ...HolidayCalendar_entry\n    }\n  }\n": types.SpecialDatesDocument,
    "\n  mutation CreateSpecialDate($input: SpecialDateInput!) {\n    createSpecialDate(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      specialDate {\n        ...HolidayCalendar_entry\n      }\n    }\n  }\n": types.CreateSpecialDateDocument,
    "\n  mutation UpdateSpecialDate($id: ID!, $input: SpecialDateInput!) {\n    updateSpecialDate(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      specialDate {\n        ...HolidayCalendar_entry\n      }\n    }\n  }\n": types.UpdateSpecialDateDocument,
    "\n  mutation DeleteSpecialDate($id: ID!) {\n    deleteSpecialDate(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteSpecialDateDocument,
    "\n  fragment IntegrationKeyRow_key on IntegrationKey {\n    id\n    name\n    pages\n    branch\n    createdBy\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n    state\n  }\n": types.IntegrationKeyRow_KeyFragmentDoc,
    "\n  query IntegrationKeys {\n    integrationKeys {\n      ...IntegrationKeyRow_key\n    }\n    integrationKeyPageOptions {\n      page\n      branchWide\n    }\n    branchChoices(page: integracoes) {\n      code\n      name\n    }\n  }\n": types.IntegrationKeysDocument,
    "\n  mutation CreateIntegrationKey($input: IntegrationKeyInput!) {\n    createIntegrationKey(input: $input) {\n      secret\n      message\n      errors {\n        ...UserErrorFields\n      }\n      integrationKey {\n        ...IntegrationKeyRow_key\n      }\n    }\n  }\n": types.CreateIntegrationKeyDocument,
    "\n  mutation RevokeIntegrationKey($keyId: ID!) {\n    revokeIntegrationKey(keyId: $keyId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      integrationKey {\n        ...IntegrationKeyRow_key\n      }\n    }\n  }\n": types.RevokeIntegrationKeyDocument,
    "\n        mutation BusyRetryTouch {\n          touchSession {\n            __typename\n          }\n        }\n      ": types.BusyRetryTouchDocument,
    "\n          query Busy {\n            ok\n          }\n        ": types.BusyDocument,
    "\n  fragment SessionFields on Me {\n    type\n    branch\n    branchBound\n    pages\n    actions\n    expiresAt\n    idleExpiresAt\n    user {\n      id\n      employeeId\n      matricula\n      name\n      email\n    }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation TouchSession {\n    touchSession {\n      expiresAt\n      idleExpiresAt\n    }\n  }\n": types.TouchSessionDocument,
    "\n  fragment AddressFields on Address {\n    id\n    street\n    number\n    neighbourhood\n    postalCode\n    complement\n    city\n    state\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  fragment UserErrorFields on UserError {\n    code\n    message\n    field\n  }\n": types.UserErrorFieldsFragmentDoc,
    "\n  query NameSearch {\n    nameSearch {\n      accentBlind\n    }\n  }\n": types.NameSearchDocument,
    "\n  mutation CreateImageUpload($folder: UploadFolder!, $fileName: String!, $contentType: String!, $size: Int!) {\n    createImageUpload(folder: $folder, fileName: $fileName, contentType: $contentType, size: $size) {\n      uploadUrl\n      fileUrl\n      contentType\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateImageUploadDocument,
    "\n  fragment LogUserLabel_user on LogUser {\n    id\n    username\n    name\n  }\n": types.LogUserLabel_UserFragmentDoc,
    "\n  fragment ApiLogGrid_entry on ApiLogEntry {\n    id\n    at\n    method\n    table\n    before\n    after\n    user {\n      ...LogUserLabel_user\n    }\n  }\n": types.ApiLogGrid_EntryFragmentDoc,
    "\n  query ApiLogs($filter: ApiLogFilter, $page: Int, $pageSize: Int) {\n    apiLogs(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...ApiLogGrid_entry\n      }\n    }\n  }\n": types.ApiLogsDocument,
    "\n  query ApiLogUsers {\n    apiLogUsers {\n      ...LogUserLabel_user\n    }\n  }\n": types.ApiLogUsersDocument,
    "\n  fragment DatabaseLogGrid_entry on DatabaseLogEntry {\n    id\n    startedAt\n    endedAt\n    origin\n    method\n    table\n    status\n    note\n    error\n    user {\n      ...LogUserLabel_user\n    }\n  }\n": types.DatabaseLogGrid_EntryFragmentDoc,
    "\n  query DatabaseLogs($filter: DatabaseLogFilter, $page: Int, $pageSize: Int) {\n    databaseLogs(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...DatabaseLogGrid_entry\n      }\n    }\n  }\n": types.DatabaseLogsDocument,
    "\n  query DatabaseLogUsers {\n    databaseLogUsers {\n      ...LogUserLabel_user\n    }\n  }\n": types.DatabaseLogUsersDocument,
    "\n  fragment RecipientRow_recipient on NotificationRecipient {\n    id\n    name\n    lastPurchaseDate\n    lastPurchaseValue\n    daysSinceLastPurchase\n    hasPushDevice\n  }\n": types.RecipientRow_RecipientFragmentDoc,
    "\n  fragment NotificationRow_notification on PushNotification {\n    id\n    title\n    message\n    audience\n    imageUrl\n    scheduled\n    createdAt\n    sendAt\n    selectedUsers\n  }\n": types.NotificationRow_NotificationFragmentDoc,
    "\n  query Notifications($filter: NotificationFilter, $page: Int, $pageSize: Int) {\n    notifications(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...NotificationRow_notification\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query NotificationRecipients($search: String, $page: Int) {\n    notificationRecipients(search: $search, page: $page) {\n      total\n      pageSize\n      items {\n        ...RecipientRow_recipient\n      }\n    }\n  }\n": types.NotificationRecipientsDocument,
    "\n  mutation SendNotification($input: SendNotificationInput!) {\n    sendNotification(input: $input) {\n      sent\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SendNotificationDocument,
    "\n  fragment CancellationRow_cancellation on Cancellation {\n    id\n    date\n    reason\n    cancelledBy\n    order {\n      id\n      total\n      customer {\n        id\n        name\n      }\n      workflow {\n        ...OrderWorkflow_workflow\n      }\n      additionalOrders {\n        id\n        total\n        status\n        statusLabel\n        cancellation {\n          id\n          date\n          reason\n        }\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CancellationRow_CancellationFragmentDoc,
    "\n  fragment CompletedOrderRow_order on Order {\n    ...OrderCells_order\n    ratings {\n      score\n      comment\n    }\n    loyaltyCancelledAt\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    additionalOrders {\n      ...OrderCells_order\n    }\n  }\n": types.CompletedOrderRow_OrderFragmentDoc,
    "\n  fragment OrderRow_order on Order {\n    ...OrderCells_order\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    statusOptions {\n      status\n      label\n      kind\n      message\n      progress\n    }\n    invoiceResend {\n      progress\n    }\n    additionalOrders {\n      ...OrderCells_order\n      statusOptions {\n        status\n        label\n      }\n    }\n  }\n": types.OrderRow_OrderFragmentDoc,
    "\n  fragment OrderCells_order on Order {\n    id\n    status\n    statusLabel\n    type\n    placedAt\n    deliveryDate\n    total\n    separatedTotal\n    amounts {\n      toCharge\n      toChargeFrom\n    }\n    note\n    firstPurchase\n    hasLimitedItems\n    hasButcheryItems\n    customer {\n      id\n      name\n    }\n    address {\n      ...AddressFields\n    }\n    deliveryWindow {\n      id\n      start\n      end\n    }\n    branch {\n      code\n      name\n    }\n    picker {\n      id\n      name\n    }\n    deliveryman {\n      id\n      name\n    }\n  }\n": types.OrderCells_OrderFragmentDoc,
    "\n  fragment OrderWorkflow_workflow on OrderWorkflow {\n    id\n    kind\n    state\n    progress\n    canRetry\n    successMessages\n    error {\n      code\n      message\n      field\n    }\n    hold {\n      kind\n      orderId\n      branch\n    }\n  }\n": types.OrderWorkflow_WorkflowFragmentDoc,
    "\n  fragment OrderHeader_order on Order {\n    id\n    status\n    statusLabel\n    type\n    placedAt\n    deliveryDate\n    invoiceNumber\n    note\n    allowsSubstitution\n    total\n    separatedTotal\n    discount\n    deliveryFee\n    amounts {\n      ordered\n      separated\n      invoiced\n      deliveryFee\n      discount\n      additionalShare\n      toCharge\n      toChargeFrom\n      changeFor\n      changeDue\n    }\n    covenantCode\n    hasLimitedItems\n    hasButcheryItems\n    itemCount\n    customer {\n      id\n      erpCode\n      name\n      cpf\n      mainPhone\n    }\n    branch {\n      code\n      name\n    }\n    paymentMethod {\n      id\n      description\n    }\n    deliveryWindow {\n      id\n      start\n      end\n    }\n    address {\n      ...AddressFields\n    }\n    picker {\n      id\n      name\n    }\n    deliveryman {\n      id\n      name\n    }\n  }\n": types.OrderHeader_OrderFragmentDoc,
    "\n  fragment OrderItemRow_item on OrderItem {\n    id\n    quantity\n    pickedQuantity\n    price\n    listPrice\n    discount\n    missing\n    cancelled\n    separated\n    limited\n    pickingNote\n    product {\n      id\n      code\n      auxCode\n      description\n      unit\n      offerType\n      category\n      section {\n        id\n        description\n        rank\n      }\n    }\n  }\n": types.OrderItemRow_ItemFragmentDoc,
    "\n  query OrderDetails($id: ID!) {\n    order(id: $id) {\n      ...OrderHeader_order\n      itemsLockedReason\n      cancellation {\n        id\n        date\n        reason\n        cancelledBy\n      }\n      amounts {\n        steps {\n          stage\n          label\n          amount\n          difference\n          reasons\n        }\n      }\n      items {\n        total\n        items {\n          ...OrderItemRow_item\n          substitutes {\n            ...OrderItemRow_item\n          }\n        }\n      }\n    }\n  }\n": types.OrderDetailsDocument,
    "\n  fragment DeliverySlip_order on Order {\n    ...OrderHeader_order\n    items {\n      items {\n        ...OrderItemRow_item\n      }\n    }\n    additionalOrders {\n      id\n      invoiceNumber\n      items {\n        items {\n          ...OrderItemRow_item\n        }\n      }\n    }\n  }\n": types.DeliverySlip_OrderFragmentDoc,
    "\n  query DeliverySlip($id: ID!) {\n    order(id: $id) {\n      ...DeliverySlip_order\n    }\n  }\n": types.DeliverySlipDocument,
    "\n  mutation SetOrderItemMissing($itemId: ID!, $missing: Boolean!) {\n    setOrderItemMissing(itemId: $itemId, missing: $missing) {\n      id\n      missing\n    }\n  }\n": types.SetOrderItemMissingDocument,
    "\n  fragment OrderHistory_entry on OrderHistoryEntry {\n    kind\n    at\n    actor\n    origin\n    orderId\n    fromStatusLabel\n    toStatusLabel\n    staffName\n    invoiceNumber\n    itemId\n    reason\n    pushTitle\n    coupon\n  }\n": types.OrderHistory_EntryFragmentDoc,
    "\n  query OrderHistory($id: ID!) {\n    order(id: $id) {\n      id\n      history {\n        ...OrderHistory_entry\n      }\n    }\n  }\n": types.OrderHistoryDocument,
    "\n  subscription OpenBoardEvents {\n    orderEvents {\n      kind\n      at\n      orderId\n      order {\n        ...OrderRow_order\n      }\n    }\n  }\n": types.OpenBoardEventsDocument,
    "\n  subscription FinishedOrderEvents {\n    orderEvents {\n      kind\n      orderId\n      order {\n        id\n      }\n    }\n  }\n": types.FinishedOrderEventsDocument,
    "\n  subscription OrderWorkflowProgress($order: ID!) {\n    orderWorkflowProgress(order: $order) {\n      ...OrderWorkflow_workflow\n    }\n  }\n": types.OrderWorkflowProgressDocument,
    "\n  query OrderWatch {\n    orderWatch {\n      feed\n      intervalSeconds\n    }\n  }\n": types.OrderWatchDocument,
    "\n  query OpenOrders($filter: OpenOrderFilter, $page: Int, $pageSize: Int) {\n    openOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...OrderRow_order\n      }\n    }\n  }\n": types.OpenOrdersDocument,
    "\n  query CompletedOrders($filter: OrderFilter, $page: Int, $pageSize: Int) {\n    completedOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...CompletedOrderRow_order\n      }\n    }\n  }\n": types.CompletedOrdersDocument,
    "\n  query CancelledOrders($filter: OrderFilter, $page: Int, $pageSize: Int) {\n    cancelledOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...CancellationRow_cancellation\n      }\n    }\n  }\n": types.CancelledOrdersDocument,
    "\n  query Pickers($branch: Int!) {\n    pickers(branch: $branch) {\n      id\n      name\n    }\n  }\n": types.PickersDocument,
    "\n  query Deliverymen($branch: Int!) {\n    deliverymen(branch: $branch) {\n      id\n      name\n    }\n  }\n": types.DeliverymenDocument,
    "\n  query OrderWorkflowState($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      statusLabel\n      workflow {\n        ...OrderWorkflow_workflow\n      }\n    }\n  }\n": types.OrderWorkflowStateDocument,
    "\n  mutation AdvanceOrderStatus($input: AdvanceOrderStatusInput!) {\n    advanceOrderStatus(input: $input) {\n      ...OrderPayload_payload\n    }\n  }\n": types.AdvanceOrderStatusDocument,
    "\n  mutation ResendOrderToInvoicing($orderId: ID!) {\n    resendOrderToInvoicing(orderId: $orderId) {\n      ...OrderPayload_payload\n    }\n  }\n": types.ResendOrderToInvoicingDocument,
    "\n  mutation RetryOrderWorkflow($workflowId: ID!) {\n    retryOrderWorkflow(workflowId: $workflowId) {\n      ...OrderPayload_payload\n    }\n  }\n": types.RetryOrderWorkflowDocument,
    "\n  mutation ResolveHeldInvoicing($input: ResolveHeldInvoicingInput!) {\n    resolveHeldInvoicing(input: $input) {\n      ...OrderPayload_payload\n    }\n  }\n": types.ResolveHeldInvoicingDocument,
    "\n  mutation CancelLoyaltyPurchase($orderId: ID!) {\n    cancelLoyaltyPurchase(orderId: $orderId) {\n      messages\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CancelLoyaltyPurchaseDocument,
    "\n  fragment OrderPayload_payload on OrderPayload {\n    messages\n    errors {\n      ...UserErrorFields\n    }\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    order {\n      ...OrderRow_order\n    }\n  }\n": types.OrderPayload_PayloadFragmentDoc,
    "\n  query OpenOrderStatuses {\n    openOrderStatuses {\n      status\n      label\n    }\n  }\n": types.OpenOrderStatusesDocument,
    "\n  query PasswordResetLink($uuid: String!, $token: String!) {\n    passwordResetLink(uuid: $uuid, token: $token) {\n      valid\n      message\n    }\n  }\n": types.PasswordResetLinkDocument,
    "\n  mutation ResetPassword($uuid: String!, $token: String!, $password: String!, $confirmation: String!) {\n    resetPassword(uuid: $uuid, token: $token, password: $password, confirmation: $confirmation) {\n      done\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RequestPasswordRecovery($email: String!) {\n    requestPasswordRecovery(email: $email) {\n      link\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestPasswordRecoveryDocument,
    "\n  fragment PaymentMethodGrid_method on PaymentMethod {\n    id\n    internalCode\n    erpChargeCode\n    description\n    imageUrl\n  }\n": types.PaymentMethodGrid_MethodFragmentDoc,
    "\n  query PaymentMethods($page: Int, $pageSize: Int) {\n    paymentMethods(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n": types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      paymentMethod {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n": types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      paymentMethod {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n": types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeletePaymentMethodDocument,
    "\n  query ProductBranchChoices {\n    branchChoices(page: produto) {\n      code\n      name\n    }\n  }\n": types.ProductBranchChoicesDocument,
    "\n  fragment ProductOffersDialog_offer on ProductOffer {\n    id\n    type {\n      code\n      label\n    }\n    price\n    minQuantity\n    maxQuantity\n    startsOn\n    endsOn\n  }\n": types.ProductOffersDialog_OfferFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    code\n    auxiliaryCode\n    branch\n    description\n    unit\n    section {\n      id\n      description\n    }\n    category {\n      id\n      description\n    }\n    subcategory {\n      id\n      description\n    }\n    salePrice\n    tablePrice\n    priceDisplay {\n      price\n      struckPrice\n    }\n    canUpdate\n    outOfLine\n    stock\n    minimumStock\n    belowMinimumStock\n    minimumPurchase\n    onOffer\n    offerType {\n      code\n      label\n    }\n    soldInPacks\n    packQuantity\n    unitWeight\n    notes\n    imageUrl\n    registeredOn\n    updatedAt\n    offers {\n      ...ProductOffersDialog_offer\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query Products($filter: ProductFilter!, $page: Int) {\n    products(filter: $filter, page: $page) {\n      total\n      pageSize\n      branch\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  query ProductCatalogue {\n    productCatalogue {\n      id\n      description\n      categories {\n        id\n        description\n        subcategories {\n          id\n          description\n        }\n      }\n    }\n  }\n": types.ProductCatalogueDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation SaveProductOffers($productId: ID!, $offers: [ProductOfferInput!]!) {\n    saveProductOffers(productId: $productId, offers: $offers) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n": types.SaveProductOffersDocument,
    "\n  mutation DeleteProductOffers($productId: ID!) {\n    deleteProductOffers(productId: $productId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n": types.DeleteProductOffersDocument,
    "\n  fragment ProductRefresh_state on ProductRefreshState {\n    running\n    stale\n    output\n  }\n": types.ProductRefresh_StateFragmentDoc,
    "\n  mutation RefreshProduct($id: ID!) {\n    refreshProduct(id: $id) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      state {\n        ...ProductRefresh_state\n      }\n    }\n  }\n": types.RefreshProductDocument,
    "\n  query ProductRefreshState {\n    productRefreshState {\n      ...ProductRefresh_state\n    }\n  }\n": types.ProductRefreshStateDocument,
    "\n  fragment RecipeDialog_product on RecipeProduct {\n    productId\n    code\n    description\n    branch\n    quantity\n    stock\n    outOfStock\n    salePrice\n    imageUrl\n  }\n": types.RecipeDialog_ProductFragmentDoc,
    "\n  fragment RecipeCard_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    valid\n    ingredients {\n      order\n      name\n      quantity\n      unit\n      toTaste\n      products {\n        ...RecipeDialog_product\n      }\n    }\n    steps {\n      order\n      description\n    }\n  }\n": types.RecipeCard_RecipeFragmentDoc,
    "\n  query Recipes($page: Int) {\n    recipes(page: $page) {\n      total\n      pageSize\n      items {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n": types.RecipesDocument,
    "\n  query RecipeBranchChoices {\n    branchChoices(page: receitas) {\n      code\n      name\n    }\n  }\n": types.RecipeBranchChoicesDocument,
    "\n  query RecipeProductSearch($text: String!, $branch: Int) {\n    recipeProductSearch(text: $text, branch: $branch) {\n      branch\n      total\n      items {\n        ...RecipeDialog_product\n      }\n    }\n  }\n": types.RecipeProductSearchDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!, $requestId: String) {\n    createRecipe(input: $input, requestId: $requestId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      recipe {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n": types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $requestId: String) {\n    updateRecipe(id: $id, input: $input, requestId: $requestId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      recipe {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n": types.UpdateRecipeDocument,
    "\n  mutation DeleteRecipe($id: ID!, $requestId: String) {\n    deleteRecipe(id: $id, requestId: $requestId) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteRecipeDocument,
    "\n  query ReportsPage {\n    reports {\n      index\n      title\n      fileName\n      parameters\n      csvPath\n      xlsxPath\n      xlsxFileName\n    }\n    reportBranchOptions {\n      allBranches\n      branches {\n        code\n        name\n      }\n    }\n  }\n": types.ReportsPageDocument,
    "\n  query Search($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      kind\n      title\n      subtitle\n      url\n    }\n  }\n": types.SearchDocument,
    "\n  fragment SectionList_section on Section {\n    id\n    description\n    icon\n    info\n    active\n    order\n  }\n": types.SectionList_SectionFragmentDoc,
    "\n  fragment RankList_rank on SectionRank {\n    id\n    branch\n    sectionId\n    description\n    icon\n    sectionActive\n    rank\n    available\n    feeSection\n  }\n": types.RankList_RankFragmentDoc,
    "\n  query Sections($includeInactive: Boolean) {\n    sections(filter: { includeInactive: $includeInactive }) {\n      total\n      items {\n        ...SectionList_section\n      }\n    }\n  }\n": types.SectionsDocument,
    "\n  query SectionRankBranches {\n    branchChoices(page: secao) {\n      code\n      name\n    }\n  }\n": types.SectionRankBranchesDocument,
    "\n  query SectionRanks($branch: Int!) {\n    sectionRanks(branch: $branch) {\n      ...RankList_rank\n    }\n  }\n": types.SectionRanksDocument,
    "\n  mutation UpdateSection($id: ID!, $input: SectionInput!) {\n    updateSection(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      section {\n        ...SectionList_section\n      }\n    }\n  }\n": types.UpdateSectionDocument,
    "\n  mutation ReorderSections($ids: [ID!]!) {\n    reorderSections(ids: $ids) {\n      message\n      changedIds\n      errors {\n        ...UserErrorFields\n      }\n      sections {\n        ...SectionList_section\n      }\n    }\n  }\n": types.ReorderSectionsDocument,
    "\n  mutation UpdateSectionRank($id: ID!, $available: Boolean!) {\n    updateSectionRank(id: $id, available: $available) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      rank {\n        ...RankList_rank\n      }\n    }\n  }\n": types.UpdateSectionRankDocument,
    "\n  mutation ReorderSectionRanks($branch: Int!, $ids: [ID!]!) {\n    reorderSectionRanks(branch: $branch, ids: $ids) {\n      message\n      changedIds\n      errors {\n        ...UserErrorFields\n      }\n      ranks {\n        ...RankList_rank\n      }\n    }\n  }\n": types.ReorderSectionRanksDocument,
    "\n  fragment OpenSessionFields on OpenSession {\n    id\n    device\n    address\n    startedAt\n    lastUsedAt\n    current\n  }\n": types.OpenSessionFieldsFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      ...OpenSessionFields\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ended\n      message\n      errors {\n        ...UserErrorFields\n      }\n      sessions {\n        ...OpenSessionFields\n      }\n    }\n  }\n": types.EndOtherSessionsDocument,
    "\n  fragment SettingsPage_settings on BranchSettings {\n    id\n    branch\n    minimumPurchase\n    minimumPickupPurchase\n    additionalOrderItemLimit\n    stockMarginPercent\n    deliveryIntervalMinutes\n    nextDaySearchLimit\n    serviceFee\n    serviceFeeProductId\n    serviceFeeErpCode\n    deliveryFeeProductId\n    deliveryFeeErpCode\n    neighbourhoodPostalCode\n    supportUrl\n    loyaltyUsername\n    loyaltyPasswordSet\n  }\n": types.SettingsPage_SettingsFragmentDoc,
    "\n  query SettingsBranches {\n    branchChoices(page: configuracoes) {\n      code\n      name\n    }\n  }\n": types.SettingsBranchesDocument,
    "\n  query BranchSettings($branch: Int!) {\n    branchSettings(branch: $branch) {\n      ...SettingsPage_settings\n    }\n  }\n": types.BranchSettingsDocument,
    "\n  mutation SaveBranchSettings($branch: Int!, $input: BranchSettingsInput!) {\n    saveBranchSettings(branch: $branch, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      settings {\n        ...SettingsPage_settings\n      }\n    }\n  }\n": types.SaveBranchSettingsDocument,
    "\n  fragment StaffTable_members on Employee {\n    id\n    userId\n    registration\n    name\n    email\n    cpf\n    branch {\n      code\n      name\n    }\n    role\n    roleLabel\n    roles\n    available\n    active\n  }\n": types.StaffTable_MembersFragmentDoc,
    "\n  query Employees($filter: StaffFilter, $page: Int, $pageSize: Int) {\n    employees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n": types.EmployeesDocument,
    "\n  query PickerEmployees($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {\n    pickerEmployees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n": types.PickerEmployeesDocument,
    "\n  query DeliverymanEmployees($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {\n    deliverymanEmployees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n": types.DeliverymanEmployeesDocument,
    "\n  query StaffBranchChoices($page: Page!) {\n    branchChoices(page: $page) {\n      code\n      name\n    }\n  }\n": types.StaffBranchChoicesDocument,
    "\n  fragment StaffScreen_payload on EmployeePayload {\n    message\n    errors {\n      ...UserErrorFields\n    }\n    employee {\n      ...StaffTable_members\n    }\n  }\n": types.StaffScreen_PayloadFragmentDoc,
    "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": types.UpdateEmployeeDocument,
    "\n  mutation CreatePicker($input: EmployeeInput!) {\n    createPicker(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": types.CreatePickerDocument,
    "\n  mutation UpdatePicker($id: ID!, $input: EmployeeInput!) {\n    updatePicker(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": types.UpdatePickerDocument,
    "\n  mutation CreateDeliveryman($input: EmployeeInput!) {\n    createDeliveryman(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": types.CreateDeliverymanDocument,
    "\n  mutation UpdateDeliveryman($id: ID!, $input: EmployeeInput!) {\n    updateDeliveryman(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n": types.UpdateDeliverymanDocument,
    "\n  mutation DeactivateEmployee($id: ID!) {\n    deactivateEmployee(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": types.DeactivateEmployeeDocument,
    "\n  mutation ReactivateEmployee($id: ID!) {\n    reactivateEmployee(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": types.ReactivateEmployeeDocument,
    "\n  mutation DeactivatePicker($id: ID!) {\n    deactivatePicker(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": types.DeactivatePickerDocument,
    "\n  mutation ReactivatePicker($id: ID!) {\n    reactivatePicker(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": types.ReactivatePickerDocument,
    "\n  mutation DeactivateDeliveryman($id: ID!) {\n    deactivateDeliveryman(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": types.DeactivateDeliverymanDocument,
    "\n  mutation ReactivateDeliveryman($id: ID!) {\n    reactivateDeliveryman(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n": types.ReactivateDeliverymanDocument,
    "\n  mutation SendEmployeePasswordReset($id: ID!) {\n    sendEmployeePasswordReset(id: $id) {\n      email\n      link\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SendEmployeePasswordResetDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppSettingsPage_settings on AppSettings {\n    id\n    maintenance\n    supportUrl\n    androidVersion\n    androidPackageName\n    playStoreUrl\n    androidUpdateRequired\n    iosVersion\n    iosPackageName\n    appStoreUrl\n    iosUpdateRequired\n    pickerAppVersion\n    pickerAppUpdateRequired\n  }\n"): (typeof documents)["\n  fragment AppSettingsPage_settings on AppSettings {\n    id\n    maintenance\n    supportUrl\n    androidVersion\n    androidPackageName\n    playStoreUrl\n    androidUpdateRequired\n    iosVersion\n    iosPackageName\n    appStoreUrl\n    iosUpdateRequired\n    pickerAppVersion\n    pickerAppUpdateRequired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TermsView_topic on TermsTopic {\n    id\n    title\n    order\n    paragraphs {\n      id\n      text\n      item\n      order\n    }\n  }\n"): (typeof documents)["\n  fragment TermsView_topic on TermsTopic {\n    id\n    title\n    order\n    paragraphs {\n      id\n      text\n      item\n      order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppSettings {\n    appSettings {\n      ...AppSettingsPage_settings\n    }\n  }\n"): (typeof documents)["\n  query AppSettings {\n    appSettings {\n      ...AppSettingsPage_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsOfUse {\n    termsOfUse {\n      ...TermsView_topic\n    }\n  }\n"): (typeof documents)["\n  query TermsOfUse {\n    termsOfUse {\n      ...TermsView_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAppSettings($input: AppSettingsInput!) {\n    saveAppSettings(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      appSettings {\n        ...AppSettingsPage_settings\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAppSettings($input: AppSettingsInput!) {\n    saveAppSettings(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      appSettings {\n        ...AppSettingsPage_settings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTermsOfUse($requestId: ID!, $topics: [TermsTopicInput!]!) {\n    saveTermsOfUse(requestId: $requestId, topics: $topics) {\n      message\n      writes\n      errors {\n        ...UserErrorFields\n      }\n      topics {\n        ...TermsView_topic\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTermsOfUse($requestId: ID!, $topics: [TermsTopicInput!]!) {\n    saveTermsOfUse(requestId: $requestId, topics: $topics) {\n      message\n      writes\n      errors {\n        ...UserErrorFields\n      }\n      topics {\n        ...TermsView_topic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyPolicyAvailability {\n    privacyPolicyAvailability {\n      available\n      note\n    }\n  }\n"): (typeof documents)["\n  query PrivacyPolicyAvailability {\n    privacyPolicyAvailability {\n      available\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyPolicy {\n    privacyPolicy {\n      id\n      title\n      body\n    }\n  }\n"): (typeof documents)["\n  query PrivacyPolicy {\n    privacyPolicy {\n      id\n      title\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePrivacyPolicy($input: PrivacyPolicyInput!) {\n    savePrivacyPolicy(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      privacyPolicy {\n        id\n        title\n        body\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePrivacyPolicy($input: PrivacyPolicyInput!) {\n    savePrivacyPolicy(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      privacyPolicy {\n        id\n        title\n        body\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($matricula: String!, $password: String!) {\n    login(matricula: $matricula, password: $password) {\n      me {\n        ...SessionFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($matricula: String!, $password: String!) {\n    login(matricula: $matricula, password: $password) {\n      me {\n        ...SessionFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BranchRow_branch on Branch {\n    id\n    code\n    name\n    status\n    contact\n    mapsUrl\n  }\n"): (typeof documents)["\n  fragment BranchRow_branch on Branch {\n    id\n    code\n    name\n    status\n    contact\n    mapsUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Branches($page: Int, $pageSize: Int) {\n    branches(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...BranchRow_branch\n      }\n    }\n  }\n"): (typeof documents)["\n  query Branches($page: Int, $pageSize: Int) {\n    branches(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...BranchRow_branch\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BranchDetailsDialog_branch on Branch {\n    id\n    code\n    name\n    cnpj\n    address\n    number\n    neighbourhood\n    city\n    state\n    postalCode\n    mapsUrl\n    contact\n    whatsappUrl\n    imageUrl\n    status\n  }\n"): (typeof documents)["\n  fragment BranchDetailsDialog_branch on Branch {\n    id\n    code\n    name\n    cnpj\n    address\n    number\n    neighbourhood\n    city\n    state\n    postalCode\n    mapsUrl\n    contact\n    whatsappUrl\n    imageUrl\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchDetails($code: Int!) {\n    branch(code: $code) {\n      ...BranchDetailsDialog_branch\n      deliveryPeriods {\n        id\n        start\n        end\n        maxDeliveries\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchDetails($code: Int!) {\n    branch(code: $code) {\n      ...BranchDetailsDialog_branch\n      deliveryPeriods {\n        id\n        start\n        end\n        maxDeliveries\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryPeriodChoices {\n    deliveryPeriods {\n      id\n      start\n      end\n    }\n  }\n"): (typeof documents)["\n  query DeliveryPeriodChoices {\n    deliveryPeriods {\n      id\n      start\n      end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBranch($input: BranchInput!, $schedules: [BranchScheduleInput!]) {\n    createBranch(input: $input, schedules: $schedules) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      branch {\n        ...BranchRow_branch\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBranch($input: BranchInput!, $schedules: [BranchScheduleInput!]) {\n    createBranch(input: $input, schedules: $schedules) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      branch {\n        ...BranchRow_branch\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranch($input: BranchInput!) {\n    updateBranch(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      branch {\n        ...BranchDetailsDialog_branch\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranch($input: BranchInput!) {\n    updateBranch(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      branch {\n        ...BranchDetailsDialog_branch\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchSchedule($branch: Int!) {\n    branchSchedule(branch: $branch) {\n      id\n      periodId\n      start\n      end\n      maxDeliveries\n      type\n    }\n  }\n"): (typeof documents)["\n  query BranchSchedule($branch: Int!) {\n    branchSchedule(branch: $branch) {\n      id\n      periodId\n      start\n      end\n      maxDeliveries\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeliveryPeriod($input: DeliveryPeriodInput!) {\n    createDeliveryPeriod(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      period {\n        id\n        start\n        end\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDeliveryPeriod($input: DeliveryPeriodInput!) {\n    createDeliveryPeriod(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      period {\n        id\n        start\n        end\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBranchDeliveryPeriod($branch: Int!, $input: BranchDeliveryPeriodInput!) {\n    createBranchDeliveryPeriod(branch: $branch, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBranchDeliveryPeriod($branch: Int!, $input: BranchDeliveryPeriodInput!) {\n    createBranchDeliveryPeriod(branch: $branch, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranchDeliveryPeriod($id: ID!, $input: BranchDeliveryPeriodInput!) {\n    updateBranchDeliveryPeriod(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranchDeliveryPeriod($id: ID!, $input: BranchDeliveryPeriodInput!) {\n    updateBranchDeliveryPeriod(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBranchDeliveryPeriod($id: ID!) {\n    deleteBranchDeliveryPeriod(id: $id) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBranchDeliveryPeriod($id: ID!) {\n    deleteBranchDeliveryPeriod(id: $id) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoverageAreaTable_area on CoverageArea {\n    id\n    fee\n    neighbourhoodsOffered\n    branch {\n      id\n      code\n      name\n    }\n    postalCode {\n      id\n      code\n      address\n    }\n  }\n"): (typeof documents)["\n  fragment CoverageAreaTable_area on CoverageArea {\n    id\n    fee\n    neighbourhoodsOffered\n    branch {\n      id\n      code\n      name\n    }\n    postalCode {\n      id\n      code\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoverageAreas($filter: CoverageAreaFilter, $page: Int, $pageSize: Int) {\n    coverageAreas(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      notice\n      items {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoverageAreas($filter: CoverageAreaFilter, $page: Int, $pageSize: Int) {\n    coverageAreas(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      notice\n      items {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoverageBranch($code: Int!) {\n    coverageBranch(code: $code) {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query CoverageBranch($code: Int!) {\n    coverageBranch(code: $code) {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NeighbourhoodsDialog_neighbourhood on Neighbourhood {\n    id\n    name\n    fee\n    note\n    active\n  }\n"): (typeof documents)["\n  fragment NeighbourhoodsDialog_neighbourhood on Neighbourhood {\n    id\n    name\n    fee\n    note\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoveragePostalCode($code: String!) {\n    coveragePostalCode(code: $code) {\n      id\n      code\n      address\n      neighbourhoods {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoveragePostalCode($code: String!) {\n    coveragePostalCode(code: $code) {\n      id\n      code\n      address\n      neighbourhoods {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoverageArea($input: CoverageAreaInput!) {\n    createCoverageArea(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      area {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCoverageArea($input: CoverageAreaInput!) {\n    createCoverageArea(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      area {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoverageArea($id: ID!, $input: CoverageAreaInput!) {\n    updateCoverageArea(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      area {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCoverageArea($id: ID!, $input: CoverageAreaInput!) {\n    updateCoverageArea(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      area {\n        ...CoverageAreaTable_area\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNeighbourhood($postalCodeId: ID!, $input: NeighbourhoodInput!) {\n    createNeighbourhood(postalCodeId: $postalCodeId, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      neighbourhood {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNeighbourhood($postalCodeId: ID!, $input: NeighbourhoodInput!) {\n    createNeighbourhood(postalCodeId: $postalCodeId, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      neighbourhood {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNeighbourhood($id: ID!, $postalCodeId: ID!, $input: NeighbourhoodInput!) {\n    updateNeighbourhood(id: $id, postalCodeId: $postalCodeId, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      neighbourhood {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNeighbourhood($id: ID!, $postalCodeId: ID!, $input: NeighbourhoodInput!) {\n    updateNeighbourhood(id: $id, postalCodeId: $postalCodeId, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      neighbourhood {\n        ...NeighbourhoodsDialog_neighbourhood\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostalCodeTable_postalCode on PostalCode {\n    id\n    code\n    address\n  }\n"): (typeof documents)["\n  fragment PostalCodeTable_postalCode on PostalCode {\n    id\n    code\n    address\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostalCodes($filter: PostalCodeFilter, $page: Int, $pageSize: Int) {\n    postalCodes(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostalCodes($filter: PostalCodeFilter, $page: Int, $pageSize: Int) {\n    postalCodes(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePostalCode($input: PostalCodeInput!) {\n    createPostalCode(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      postalCode {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePostalCode($input: PostalCodeInput!) {\n    createPostalCode(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      postalCode {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePostalCode($id: ID!, $input: PostalCodeInput!) {\n    updatePostalCode(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      postalCode {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePostalCode($id: ID!, $input: PostalCodeInput!) {\n    updatePostalCode(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      postalCode {\n        ...PostalCodeTable_postalCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerDetails_customer on Customer {\n    id\n    erpCode\n    name\n    cpf\n    rg\n    rgIssuer\n    rgState\n    email\n    addresses {\n      ...AddressFields\n    }\n    phones {\n      id\n      number\n      main\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerDetails_customer on Customer {\n    id\n    erpCode\n    name\n    cpf\n    rg\n    rgIssuer\n    rgState\n    email\n    addresses {\n      ...AddressFields\n    }\n    phones {\n      id\n      number\n      main\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerRow_customer on Customer {\n    id\n    name\n    purchaseCount\n    lastPurchaseDate\n    lastPurchaseValue\n    daysSinceLastPurchase\n    hasPushDevice\n  }\n"): (typeof documents)["\n  fragment CustomerRow_customer on Customer {\n    id\n    name\n    purchaseCount\n    lastPurchaseDate\n    lastPurchaseValue\n    daysSinceLastPurchase\n    hasPushDevice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers($filter: CustomerFilter, $page: Int, $pageSize: Int) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...CustomerRow_customer\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customers($filter: CustomerFilter, $page: Int, $pageSize: Int) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...CustomerRow_customer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDetails($id: ID!) {\n    customer(id: $id) {\n      ...CustomerDetails_customer\n    }\n  }\n"): (typeof documents)["\n  query CustomerDetails($id: ID!) {\n    customer(id: $id) {\n      ...CustomerDetails_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyCustomer($input: CustomerNotificationInput!) {\n    notifyCustomer(input: $input) {\n      sent\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyCustomer($input: CustomerNotificationInput!) {\n    notifyCustomer(input: $input) {\n      sent\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesByMonth($years: [Int!]) {\n    salesByMonth(years: $years) {\n      branch\n      availability {\n        available\n        note\n      }\n      years {\n        year\n        months {\n          month\n          label\n          orders\n          revenue\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesByMonth($years: [Int!]) {\n    salesByMonth(years: $years) {\n      branch\n      availability {\n        available\n        note\n      }\n      years {\n        year\n        months {\n          month\n          label\n          orders\n          revenue\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HighlightCarousel_highlight on Highlight {\n    id\n    title\n    description\n    type\n    link\n    imageUrl\n    status\n  }\n"): (typeof documents)["\n  fragment HighlightCarousel_highlight on Highlight {\n    id\n    title\n    description\n    type\n    link\n    imageUrl\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Highlights {\n    highlights {\n      total\n      limit\n      items {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n"): (typeof documents)["\n  query Highlights {\n    highlights {\n      total\n      limit\n      items {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHighlight($input: HighlightInput!) {\n    createHighlight(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      highlight {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHighlight($input: HighlightInput!) {\n    createHighlight(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      highlight {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHighlight($id: ID!, $input: HighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      highlight {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHighlight($id: ID!, $input: HighlightInput!) {\n    updateHighlight(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      highlight {\n        ...HighlightCarousel_highlight\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HolidayCalendar_entry on SpecialDate {\n    id\n    branch\n    date\n    type\n    description\n  }\n"): (typeof documents)["\n  fragment HolidayCalendar_entry on SpecialDate {\n    id\n    branch\n    date\n    type\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidayBranches {\n    branchChoices(page: funcionamento) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query HolidayBranches {\n    branchChoices(page: funcionamento) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialDates($branch: Int!) {\n    specialDates(branch: $branch) {\n      ...HolidayCalendar_entry\n    }\n  }\n"): (typeof documents)["\n  query SpecialDates($branch: Int!) {\n    specialDates(branch: $branch) {\n      ...HolidayCalendar_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSpecialDate($input: SpecialDateInput!) {\n    createSpecialDate(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      specialDate {\n        ...HolidayCalendar_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSpecialDate($input: SpecialDateInput!) {\n    createSpecialDate(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      specialDate {\n        ...HolidayCalendar_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSpecialDate($id: ID!, $input: SpecialDateInput!) {\n    updateSpecialDate(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      specialDate {\n        ...HolidayCalendar_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSpecialDate($id: ID!, $input: SpecialDateInput!) {\n    updateSpecialDate(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      specialDate {\n        ...HolidayCalendar_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSpecialDate($id: ID!) {\n    deleteSpecialDate(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSpecialDate($id: ID!) {\n    deleteSpecialDate(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntegrationKeyRow_key on IntegrationKey {\n    id\n    name\n    pages\n    branch\n    createdBy\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n    state\n  }\n"): (typeof documents)["\n  fragment IntegrationKeyRow_key on IntegrationKey {\n    id\n    name\n    pages\n    branch\n    createdBy\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntegrationKeys {\n    integrationKeys {\n      ...IntegrationKeyRow_key\n    }\n    integrationKeyPageOptions {\n      page\n      branchWide\n    }\n    branchChoices(page: integracoes) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query IntegrationKeys {\n    integrationKeys {\n      ...IntegrationKeyRow_key\n    }\n    integrationKeyPageOptions {\n      page\n      branchWide\n    }\n    branchChoices(page: integracoes) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIntegrationKey($input: IntegrationKeyInput!) {\n    createIntegrationKey(input: $input) {\n      secret\n      message\n      errors {\n        ...UserErrorFields\n      }\n      integrationKey {\n        ...IntegrationKeyRow_key\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIntegrationKey($input: IntegrationKeyInput!) {\n    createIntegrationKey(input: $input) {\n      secret\n      message\n      errors {\n        ...UserErrorFields\n      }\n      integrationKey {\n        ...IntegrationKeyRow_key\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeIntegrationKey($keyId: ID!) {\n    revokeIntegrationKey(keyId: $keyId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      integrationKey {\n        ...IntegrationKeyRow_key\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeIntegrationKey($keyId: ID!) {\n    revokeIntegrationKey(keyId: $keyId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      integrationKey {\n        ...IntegrationKeyRow_key\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation BusyRetryTouch {\n          touchSession {\n            __typename\n          }\n        }\n      "): (typeof documents)["\n        mutation BusyRetryTouch {\n          touchSession {\n            __typename\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query Busy {\n            ok\n          }\n        "): (typeof documents)["\n          query Busy {\n            ok\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on Me {\n    type\n    branch\n    branchBound\n    pages\n    actions\n    expiresAt\n    idleExpiresAt\n    user {\n      id\n      employeeId\n      matricula\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment SessionFields on Me {\n    type\n    branch\n    branchBound\n    pages\n    actions\n    expiresAt\n    idleExpiresAt\n    user {\n      id\n      employeeId\n      matricula\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TouchSession {\n    touchSession {\n      expiresAt\n      idleExpiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation TouchSession {\n    touchSession {\n      expiresAt\n      idleExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id\n    street\n    number\n    neighbourhood\n    postalCode\n    complement\n    city\n    state\n  }\n"): (typeof documents)["\n  fragment AddressFields on Address {\n    id\n    street\n    number\n    neighbourhood\n    postalCode\n    complement\n    city\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorFields on UserError {\n    code\n    message\n    field\n  }\n"): (typeof documents)["\n  fragment UserErrorFields on UserError {\n    code\n    message\n    field\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NameSearch {\n    nameSearch {\n      accentBlind\n    }\n  }\n"): (typeof documents)["\n  query NameSearch {\n    nameSearch {\n      accentBlind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateImageUpload($folder: UploadFolder!, $fileName: String!, $contentType: String!, $size: Int!) {\n    createImageUpload(folder: $folder, fileName: $fileName, contentType: $contentType, size: $size) {\n      uploadUrl\n      fileUrl\n      contentType\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateImageUpload($folder: UploadFolder!, $fileName: String!, $contentType: String!, $size: Int!) {\n    createImageUpload(folder: $folder, fileName: $fileName, contentType: $contentType, size: $size) {\n      uploadUrl\n      fileUrl\n      contentType\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LogUserLabel_user on LogUser {\n    id\n    username\n    name\n  }\n"): (typeof documents)["\n  fragment LogUserLabel_user on LogUser {\n    id\n    username\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiLogGrid_entry on ApiLogEntry {\n    id\n    at\n    method\n    table\n    before\n    after\n    user {\n      ...LogUserLabel_user\n    }\n  }\n"): (typeof documents)["\n  fragment ApiLogGrid_entry on ApiLogEntry {\n    id\n    at\n    method\n    table\n    before\n    after\n    user {\n      ...LogUserLabel_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiLogs($filter: ApiLogFilter, $page: Int, $pageSize: Int) {\n    apiLogs(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...ApiLogGrid_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiLogs($filter: ApiLogFilter, $page: Int, $pageSize: Int) {\n    apiLogs(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...ApiLogGrid_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiLogUsers {\n    apiLogUsers {\n      ...LogUserLabel_user\n    }\n  }\n"): (typeof documents)["\n  query ApiLogUsers {\n    apiLogUsers {\n      ...LogUserLabel_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DatabaseLogGrid_entry on DatabaseLogEntry {\n    id\n    startedAt\n    endedAt\n    origin\n    method\n    table\n    status\n    note\n    error\n    user {\n      ...LogUserLabel_user\n    }\n  }\n"): (typeof documents)["\n  fragment DatabaseLogGrid_entry on DatabaseLogEntry {\n    id\n    startedAt\n    endedAt\n    origin\n    method\n    table\n    status\n    note\n    error\n    user {\n      ...LogUserLabel_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DatabaseLogs($filter: DatabaseLogFilter, $page: Int, $pageSize: Int) {\n    databaseLogs(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...DatabaseLogGrid_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query DatabaseLogs($filter: DatabaseLogFilter, $page: Int, $pageSize: Int) {\n    databaseLogs(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...DatabaseLogGrid_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DatabaseLogUsers {\n    databaseLogUsers {\n      ...LogUserLabel_user\n    }\n  }\n"): (typeof documents)["\n  query DatabaseLogUsers {\n    databaseLogUsers {\n      ...LogUserLabel_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipientRow_recipient on NotificationRecipient {\n    id\n    name\n    lastPurchaseDate\n    lastPurchaseValue\n    daysSinceLastPurchase\n    hasPushDevice\n  }\n"): (typeof documents)["\n  fragment RecipientRow_recipient on NotificationRecipient {\n    id\n    name\n    lastPurchaseDate\n    lastPurchaseValue\n    daysSinceLastPurchase\n    hasPushDevice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationRow_notification on PushNotification {\n    id\n    title\n    message\n    audience\n    imageUrl\n    scheduled\n    createdAt\n    sendAt\n    selectedUsers\n  }\n"): (typeof documents)["\n  fragment NotificationRow_notification on PushNotification {\n    id\n    title\n    message\n    audience\n    imageUrl\n    scheduled\n    createdAt\n    sendAt\n    selectedUsers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($filter: NotificationFilter, $page: Int, $pageSize: Int) {\n    notifications(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...NotificationRow_notification\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($filter: NotificationFilter, $page: Int, $pageSize: Int) {\n    notifications(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...NotificationRow_notification\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationRecipients($search: String, $page: Int) {\n    notificationRecipients(search: $search, page: $page) {\n      total\n      pageSize\n      items {\n        ...RecipientRow_recipient\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationRecipients($search: String, $page: Int) {\n    notificationRecipients(search: $search, page: $page) {\n      total\n      pageSize\n      items {\n        ...RecipientRow_recipient\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNotification($input: SendNotificationInput!) {\n    sendNotification(input: $input) {\n      sent\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendNotification($input: SendNotificationInput!) {\n    sendNotification(input: $input) {\n      sent\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancellationRow_cancellation on Cancellation {\n    id\n    date\n    reason\n    cancelledBy\n    order {\n      id\n      total\n      customer {\n        id\n        name\n      }\n      workflow {\n        ...OrderWorkflow_workflow\n      }\n      additionalOrders {\n        id\n        total\n        status\n        statusLabel\n        cancellation {\n          id\n          date\n          reason\n        }\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CancellationRow_cancellation on Cancellation {\n    id\n    date\n    reason\n    cancelledBy\n    order {\n      id\n      total\n      customer {\n        id\n        name\n      }\n      workflow {\n        ...OrderWorkflow_workflow\n      }\n      additionalOrders {\n        id\n        total\n        status\n        statusLabel\n        cancellation {\n          id\n          date\n          reason\n        }\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletedOrderRow_order on Order {\n    ...OrderCells_order\n    ratings {\n      score\n      comment\n    }\n    loyaltyCancelledAt\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    additionalOrders {\n      ...OrderCells_order\n    }\n  }\n"): (typeof documents)["\n  fragment CompletedOrderRow_order on Order {\n    ...OrderCells_order\n    ratings {\n      score\n      comment\n    }\n    loyaltyCancelledAt\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    additionalOrders {\n      ...OrderCells_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRow_order on Order {\n    ...OrderCells_order\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    statusOptions {\n      status\n      label\n      kind\n      message\n      progress\n    }\n    invoiceResend {\n      progress\n    }\n    additionalOrders {\n      ...OrderCells_order\n      statusOptions {\n        status\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderRow_order on Order {\n    ...OrderCells_order\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    statusOptions {\n      status\n      label\n      kind\n      message\n      progress\n    }\n    invoiceResend {\n      progress\n    }\n    additionalOrders {\n      ...OrderCells_order\n      statusOptions {\n        status\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCells_order on Order {\n    id\n    status\n    statusLabel\n    type\n    placedAt\n    deliveryDate\n    total\n    separatedTotal\n    amounts {\n      toCharge\n      toChargeFrom\n    }\n    note\n    firstPurchase\n    hasLimitedItems\n    hasButcheryItems\n    customer {\n      id\n      name\n    }\n    address {\n      ...AddressFields\n    }\n    deliveryWindow {\n      id\n      start\n      end\n    }\n    branch {\n      code\n      name\n    }\n    picker {\n      id\n      name\n    }\n    deliveryman {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment OrderCells_order on Order {\n    id\n    status\n    statusLabel\n    type\n    placedAt\n    deliveryDate\n    total\n    separatedTotal\n    amounts {\n      toCharge\n      toChargeFrom\n    }\n    note\n    firstPurchase\n    hasLimitedItems\n    hasButcheryItems\n    customer {\n      id\n      name\n    }\n    address {\n      ...AddressFields\n    }\n    deliveryWindow {\n      id\n      start\n      end\n    }\n    branch {\n      code\n      name\n    }\n    picker {\n      id\n      name\n    }\n    deliveryman {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderWorkflow_workflow on OrderWorkflow {\n    id\n    kind\n    state\n    progress\n    canRetry\n    successMessages\n    error {\n      code\n      message\n      field\n    }\n    hold {\n      kind\n      orderId\n      branch\n    }\n  }\n"): (typeof documents)["\n  fragment OrderWorkflow_workflow on OrderWorkflow {\n    id\n    kind\n    state\n    progress\n    canRetry\n    successMessages\n    error {\n      code\n      message\n      field\n    }\n    hold {\n      kind\n      orderId\n      branch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderHeader_order on Order {\n    id\n    status\n    statusLabel\n    type\n    placedAt\n    deliveryDate\n    invoiceNumber\n    note\n    allowsSubstitution\n    total\n    separatedTotal\n    discount\n    deliveryFee\n    amounts {\n      ordered\n      separated\n      invoiced\n      deliveryFee\n      discount\n      additionalShare\n      toCharge\n      toChargeFrom\n      changeFor\n      changeDue\n    }\n    covenantCode\n    hasLimitedItems\n    hasButcheryItems\n    itemCount\n    customer {\n      id\n      erpCode\n      name\n      cpf\n      mainPhone\n    }\n    branch {\n      code\n      name\n    }\n    paymentMethod {\n      id\n      description\n    }\n    deliveryWindow {\n      id\n      start\n      end\n    }\n    address {\n      ...AddressFields\n    }\n    picker {\n      id\n      name\n    }\n    deliveryman {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment OrderHeader_order on Order {\n    id\n    status\n    statusLabel\n    type\n    placedAt\n    deliveryDate\n    invoiceNumber\n    note\n    allowsSubstitution\n    total\n    separatedTotal\n    discount\n    deliveryFee\n    amounts {\n      ordered\n      separated\n      invoiced\n      deliveryFee\n      discount\n      additionalShare\n      toCharge\n      toChargeFrom\n      changeFor\n      changeDue\n    }\n    covenantCode\n    hasLimitedItems\n    hasButcheryItems\n    itemCount\n    customer {\n      id\n      erpCode\n      name\n      cpf\n      mainPhone\n    }\n    branch {\n      code\n      name\n    }\n    paymentMethod {\n      id\n      description\n    }\n    deliveryWindow {\n      id\n      start\n      end\n    }\n    address {\n      ...AddressFields\n    }\n    picker {\n      id\n      name\n    }\n    deliveryman {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderItemRow_item on OrderItem {\n    id\n    quantity\n    pickedQuantity\n    price\n    listPrice\n    discount\n    missing\n    cancelled\n    separated\n    limited\n    pickingNote\n    product {\n      id\n      code\n      auxCode\n      description\n      unit\n      offerType\n      category\n      section {\n        id\n        description\n        rank\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderItemRow_item on OrderItem {\n    id\n    quantity\n    pickedQuantity\n    price\n    listPrice\n    discount\n    missing\n    cancelled\n    separated\n    limited\n    pickingNote\n    product {\n      id\n      code\n      auxCode\n      description\n      unit\n      offerType\n      category\n      section {\n        id\n        description\n        rank\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetails($id: ID!) {\n    order(id: $id) {\n      ...OrderHeader_order\n      itemsLockedReason\n      cancellation {\n        id\n        date\n        reason\n        cancelledBy\n      }\n      amounts {\n        steps {\n          stage\n          label\n          amount\n          difference\n          reasons\n        }\n      }\n      items {\n        total\n        items {\n          ...OrderItemRow_item\n          substitutes {\n            ...OrderItemRow_item\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderDetails($id: ID!) {\n    order(id: $id) {\n      ...OrderHeader_order\n      itemsLockedReason\n      cancellation {\n        id\n        date\n        reason\n        cancelledBy\n      }\n      amounts {\n        steps {\n          stage\n          label\n          amount\n          difference\n          reasons\n        }\n      }\n      items {\n        total\n        items {\n          ...OrderItemRow_item\n          substitutes {\n            ...OrderItemRow_item\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliverySlip_order on Order {\n    ...OrderHeader_order\n    items {\n      items {\n        ...OrderItemRow_item\n      }\n    }\n    additionalOrders {\n      id\n      invoiceNumber\n      items {\n        items {\n          ...OrderItemRow_item\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DeliverySlip_order on Order {\n    ...OrderHeader_order\n    items {\n      items {\n        ...OrderItemRow_item\n      }\n    }\n    additionalOrders {\n      id\n      invoiceNumber\n      items {\n        items {\n          ...OrderItemRow_item\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliverySlip($id: ID!) {\n    order(id: $id) {\n      ...DeliverySlip_order\n    }\n  }\n"): (typeof documents)["\n  query DeliverySlip($id: ID!) {\n    order(id: $id) {\n      ...DeliverySlip_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderItemMissing($itemId: ID!, $missing: Boolean!) {\n    setOrderItemMissing(itemId: $itemId, missing: $missing) {\n      id\n      missing\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderItemMissing($itemId: ID!, $missing: Boolean!) {\n    setOrderItemMissing(itemId: $itemId, missing: $missing) {\n      id\n      missing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderHistory_entry on OrderHistoryEntry {\n    kind\n    at\n    actor\n    origin\n    orderId\n    fromStatusLabel\n    toStatusLabel\n    staffName\n    invoiceNumber\n    itemId\n    reason\n    pushTitle\n    coupon\n  }\n"): (typeof documents)["\n  fragment OrderHistory_entry on OrderHistoryEntry {\n    kind\n    at\n    actor\n    origin\n    orderId\n    fromStatusLabel\n    toStatusLabel\n    staffName\n    invoiceNumber\n    itemId\n    reason\n    pushTitle\n    coupon\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderHistory($id: ID!) {\n    order(id: $id) {\n      id\n      history {\n        ...OrderHistory_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderHistory($id: ID!) {\n    order(id: $id) {\n      id\n      history {\n        ...OrderHistory_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OpenBoardEvents {\n    orderEvents {\n      kind\n      at\n      orderId\n      order {\n        ...OrderRow_order\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription OpenBoardEvents {\n    orderEvents {\n      kind\n      at\n      orderId\n      order {\n        ...OrderRow_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FinishedOrderEvents {\n    orderEvents {\n      kind\n      orderId\n      order {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription FinishedOrderEvents {\n    orderEvents {\n      kind\n      orderId\n      order {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderWorkflowProgress($order: ID!) {\n    orderWorkflowProgress(order: $order) {\n      ...OrderWorkflow_workflow\n    }\n  }\n"): (typeof documents)["\n  subscription OrderWorkflowProgress($order: ID!) {\n    orderWorkflowProgress(order: $order) {\n      ...OrderWorkflow_workflow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderWatch {\n    orderWatch {\n      feed\n      intervalSeconds\n    }\n  }\n"): (typeof documents)["\n  query OrderWatch {\n    orderWatch {\n      feed\n      intervalSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenOrders($filter: OpenOrderFilter, $page: Int, $pageSize: Int) {\n    openOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...OrderRow_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpenOrders($filter: OpenOrderFilter, $page: Int, $pageSize: Int) {\n    openOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...OrderRow_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompletedOrders($filter: OrderFilter, $page: Int, $pageSize: Int) {\n    completedOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...CompletedOrderRow_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompletedOrders($filter: OrderFilter, $page: Int, $pageSize: Int) {\n    completedOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...CompletedOrderRow_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancelledOrders($filter: OrderFilter, $page: Int, $pageSize: Int) {\n    cancelledOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...CancellationRow_cancellation\n      }\n    }\n  }\n"): (typeof documents)["\n  query CancelledOrders($filter: OrderFilter, $page: Int, $pageSize: Int) {\n    cancelledOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      customerNotFound {\n        message\n      }\n      items {\n        ...CancellationRow_cancellation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pickers($branch: Int!) {\n    pickers(branch: $branch) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Pickers($branch: Int!) {\n    pickers(branch: $branch) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Deliverymen($branch: Int!) {\n    deliverymen(branch: $branch) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Deliverymen($branch: Int!) {\n    deliverymen(branch: $branch) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderWorkflowState($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      statusLabel\n      workflow {\n        ...OrderWorkflow_workflow\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderWorkflowState($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      statusLabel\n      workflow {\n        ...OrderWorkflow_workflow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceOrderStatus($input: AdvanceOrderStatusInput!) {\n    advanceOrderStatus(input: $input) {\n      ...OrderPayload_payload\n    }\n  }\n"): (typeof documents)["\n  mutation AdvanceOrderStatus($input: AdvanceOrderStatusInput!) {\n    advanceOrderStatus(input: $input) {\n      ...OrderPayload_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOrderToInvoicing($orderId: ID!) {\n    resendOrderToInvoicing(orderId: $orderId) {\n      ...OrderPayload_payload\n    }\n  }\n"): (typeof documents)["\n  mutation ResendOrderToInvoicing($orderId: ID!) {\n    resendOrderToInvoicing(orderId: $orderId) {\n      ...OrderPayload_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryOrderWorkflow($workflowId: ID!) {\n    retryOrderWorkflow(workflowId: $workflowId) {\n      ...OrderPayload_payload\n    }\n  }\n"): (typeof documents)["\n  mutation RetryOrderWorkflow($workflowId: ID!) {\n    retryOrderWorkflow(workflowId: $workflowId) {\n      ...OrderPayload_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveHeldInvoicing($input: ResolveHeldInvoicingInput!) {\n    resolveHeldInvoicing(input: $input) {\n      ...OrderPayload_payload\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveHeldInvoicing($input: ResolveHeldInvoicingInput!) {\n    resolveHeldInvoicing(input: $input) {\n      ...OrderPayload_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelLoyaltyPurchase($orderId: ID!) {\n    cancelLoyaltyPurchase(orderId: $orderId) {\n      messages\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelLoyaltyPurchase($orderId: ID!) {\n    cancelLoyaltyPurchase(orderId: $orderId) {\n      messages\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPayload_payload on OrderPayload {\n    messages\n    errors {\n      ...UserErrorFields\n    }\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    order {\n      ...OrderRow_order\n    }\n  }\n"): (typeof documents)["\n  fragment OrderPayload_payload on OrderPayload {\n    messages\n    errors {\n      ...UserErrorFields\n    }\n    workflow {\n      ...OrderWorkflow_workflow\n    }\n    order {\n      ...OrderRow_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenOrderStatuses {\n    openOrderStatuses {\n      status\n      label\n    }\n  }\n"): (typeof documents)["\n  query OpenOrderStatuses {\n    openOrderStatuses {\n      status\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetLink($uuid: String!, $token: String!) {\n    passwordResetLink(uuid: $uuid, token: $token) {\n      valid\n      message\n    }\n  }\n"): (typeof documents)["\n  query PasswordResetLink($uuid: String!, $token: String!) {\n    passwordResetLink(uuid: $uuid, token: $token) {\n      valid\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($uuid: String!, $token: String!, $password: String!, $confirmation: String!) {\n    resetPassword(uuid: $uuid, token: $token, password: $password, confirmation: $confirmation) {\n      done\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($uuid: String!, $token: String!, $password: String!, $confirmation: String!) {\n    resetPassword(uuid: $uuid, token: $token, password: $password, confirmation: $confirmation) {\n      done\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordRecovery($email: String!) {\n    requestPasswordRecovery(email: $email) {\n      link\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordRecovery($email: String!) {\n    requestPasswordRecovery(email: $email) {\n      link\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentMethodGrid_method on PaymentMethod {\n    id\n    internalCode\n    erpChargeCode\n    description\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment PaymentMethodGrid_method on PaymentMethod {\n    id\n    internalCode\n    erpChargeCode\n    description\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods($page: Int, $pageSize: Int) {\n    paymentMethods(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentMethods($page: Int, $pageSize: Int) {\n    paymentMethods(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      paymentMethod {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      paymentMethod {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      paymentMethod {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      paymentMethod {\n        ...PaymentMethodGrid_method\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductBranchChoices {\n    branchChoices(page: produto) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query ProductBranchChoices {\n    branchChoices(page: produto) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductOffersDialog_offer on ProductOffer {\n    id\n    type {\n      code\n      label\n    }\n    price\n    minQuantity\n    maxQuantity\n    startsOn\n    endsOn\n  }\n"): (typeof documents)["\n  fragment ProductOffersDialog_offer on ProductOffer {\n    id\n    type {\n      code\n      label\n    }\n    price\n    minQuantity\n    maxQuantity\n    startsOn\n    endsOn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    code\n    auxiliaryCode\n    branch\n    description\n    unit\n    section {\n      id\n      description\n    }\n    category {\n      id\n      description\n    }\n    subcategory {\n      id\n      description\n    }\n    salePrice\n    tablePrice\n    priceDisplay {\n      price\n      struckPrice\n    }\n    canUpdate\n    outOfLine\n    stock\n    minimumStock\n    belowMinimumStock\n    minimumPurchase\n    onOffer\n    offerType {\n      code\n      label\n    }\n    soldInPacks\n    packQuantity\n    unitWeight\n    notes\n    imageUrl\n    registeredOn\n    updatedAt\n    offers {\n      ...ProductOffersDialog_offer\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    code\n    auxiliaryCode\n    branch\n    description\n    unit\n    section {\n      id\n      description\n    }\n    category {\n      id\n      description\n    }\n    subcategory {\n      id\n      description\n    }\n    salePrice\n    tablePrice\n    priceDisplay {\n      price\n      struckPrice\n    }\n    canUpdate\n    outOfLine\n    stock\n    minimumStock\n    belowMinimumStock\n    minimumPurchase\n    onOffer\n    offerType {\n      code\n      label\n    }\n    soldInPacks\n    packQuantity\n    unitWeight\n    notes\n    imageUrl\n    registeredOn\n    updatedAt\n    offers {\n      ...ProductOffersDialog_offer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($filter: ProductFilter!, $page: Int) {\n    products(filter: $filter, page: $page) {\n      total\n      pageSize\n      branch\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products($filter: ProductFilter!, $page: Int) {\n    products(filter: $filter, page: $page) {\n      total\n      pageSize\n      branch\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCatalogue {\n    productCatalogue {\n      id\n      description\n      categories {\n        id\n        description\n        subcategories {\n          id\n          description\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductCatalogue {\n    productCatalogue {\n      id\n      description\n      categories {\n        id\n        description\n        subcategories {\n          id\n          description\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProductOffers($productId: ID!, $offers: [ProductOfferInput!]!) {\n    saveProductOffers(productId: $productId, offers: $offers) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProductOffers($productId: ID!, $offers: [ProductOfferInput!]!) {\n    saveProductOffers(productId: $productId, offers: $offers) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductOffers($productId: ID!) {\n    deleteProductOffers(productId: $productId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductOffers($productId: ID!) {\n    deleteProductOffers(productId: $productId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      product {\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductRefresh_state on ProductRefreshState {\n    running\n    stale\n    output\n  }\n"): (typeof documents)["\n  fragment ProductRefresh_state on ProductRefreshState {\n    running\n    stale\n    output\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshProduct($id: ID!) {\n    refreshProduct(id: $id) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      state {\n        ...ProductRefresh_state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshProduct($id: ID!) {\n    refreshProduct(id: $id) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      state {\n        ...ProductRefresh_state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductRefreshState {\n    productRefreshState {\n      ...ProductRefresh_state\n    }\n  }\n"): (typeof documents)["\n  query ProductRefreshState {\n    productRefreshState {\n      ...ProductRefresh_state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeDialog_product on RecipeProduct {\n    productId\n    code\n    description\n    branch\n    quantity\n    stock\n    outOfStock\n    salePrice\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment RecipeDialog_product on RecipeProduct {\n    productId\n    code\n    description\n    branch\n    quantity\n    stock\n    outOfStock\n    salePrice\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeCard_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    valid\n    ingredients {\n      order\n      name\n      quantity\n      unit\n      toTaste\n      products {\n        ...RecipeDialog_product\n      }\n    }\n    steps {\n      order\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeCard_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    valid\n    ingredients {\n      order\n      name\n      quantity\n      unit\n      toTaste\n      products {\n        ...RecipeDialog_product\n      }\n    }\n    steps {\n      order\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recipes($page: Int) {\n    recipes(page: $page) {\n      total\n      pageSize\n      items {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n"): (typeof documents)["\n  query Recipes($page: Int) {\n    recipes(page: $page) {\n      total\n      pageSize\n      items {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeBranchChoices {\n    branchChoices(page: receitas) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query RecipeBranchChoices {\n    branchChoices(page: receitas) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeProductSearch($text: String!, $branch: Int) {\n    recipeProductSearch(text: $text, branch: $branch) {\n      branch\n      total\n      items {\n        ...RecipeDialog_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipeProductSearch($text: String!, $branch: Int) {\n    recipeProductSearch(text: $text, branch: $branch) {\n      branch\n      total\n      items {\n        ...RecipeDialog_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecipe($input: RecipeInput!, $requestId: String) {\n    createRecipe(input: $input, requestId: $requestId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      recipe {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecipe($input: RecipeInput!, $requestId: String) {\n    createRecipe(input: $input, requestId: $requestId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      recipe {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $requestId: String) {\n    updateRecipe(id: $id, input: $input, requestId: $requestId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      recipe {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $requestId: String) {\n    updateRecipe(id: $id, input: $input, requestId: $requestId) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      recipe {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecipe($id: ID!, $requestId: String) {\n    deleteRecipe(id: $id, requestId: $requestId) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRecipe($id: ID!, $requestId: String) {\n    deleteRecipe(id: $id, requestId: $requestId) {\n      deletedId\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsPage {\n    reports {\n      index\n      title\n      fileName\n      parameters\n      csvPath\n      xlsxPath\n      xlsxFileName\n    }\n    reportBranchOptions {\n      allBranches\n      branches {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportsPage {\n    reports {\n      index\n      title\n      fileName\n      parameters\n      csvPath\n      xlsxPath\n      xlsxFileName\n    }\n    reportBranchOptions {\n      allBranches\n      branches {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      kind\n      title\n      subtitle\n      url\n    }\n  }\n"): (typeof documents)["\n  query Search($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      kind\n      title\n      subtitle\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SectionList_section on Section {\n    id\n    description\n    icon\n    info\n    active\n    order\n  }\n"): (typeof documents)["\n  fragment SectionList_section on Section {\n    id\n    description\n    icon\n    info\n    active\n    order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RankList_rank on SectionRank {\n    id\n    branch\n    sectionId\n    description\n    icon\n    sectionActive\n    rank\n    available\n    feeSection\n  }\n"): (typeof documents)["\n  fragment RankList_rank on SectionRank {\n    id\n    branch\n    sectionId\n    description\n    icon\n    sectionActive\n    rank\n    available\n    feeSection\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sections($includeInactive: Boolean) {\n    sections(filter: { includeInactive: $includeInactive }) {\n      total\n      items {\n        ...SectionList_section\n      }\n    }\n  }\n"): (typeof documents)["\n  query Sections($includeInactive: Boolean) {\n    sections(filter: { includeInactive: $includeInactive }) {\n      total\n      items {\n        ...SectionList_section\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SectionRankBranches {\n    branchChoices(page: secao) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query SectionRankBranches {\n    branchChoices(page: secao) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SectionRanks($branch: Int!) {\n    sectionRanks(branch: $branch) {\n      ...RankList_rank\n    }\n  }\n"): (typeof documents)["\n  query SectionRanks($branch: Int!) {\n    sectionRanks(branch: $branch) {\n      ...RankList_rank\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSection($id: ID!, $input: SectionInput!) {\n    updateSection(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      section {\n        ...SectionList_section\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSection($id: ID!, $input: SectionInput!) {\n    updateSection(id: $id, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      section {\n        ...SectionList_section\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderSections($ids: [ID!]!) {\n    reorderSections(ids: $ids) {\n      message\n      changedIds\n      errors {\n        ...UserErrorFields\n      }\n      sections {\n        ...SectionList_section\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderSections($ids: [ID!]!) {\n    reorderSections(ids: $ids) {\n      message\n      changedIds\n      errors {\n        ...UserErrorFields\n      }\n      sections {\n        ...SectionList_section\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSectionRank($id: ID!, $available: Boolean!) {\n    updateSectionRank(id: $id, available: $available) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      rank {\n        ...RankList_rank\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSectionRank($id: ID!, $available: Boolean!) {\n    updateSectionRank(id: $id, available: $available) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      rank {\n        ...RankList_rank\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderSectionRanks($branch: Int!, $ids: [ID!]!) {\n    reorderSectionRanks(branch: $branch, ids: $ids) {\n      message\n      changedIds\n      errors {\n        ...UserErrorFields\n      }\n      ranks {\n        ...RankList_rank\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderSectionRanks($branch: Int!, $ids: [ID!]!) {\n    reorderSectionRanks(branch: $branch, ids: $ids) {\n      message\n      changedIds\n      errors {\n        ...UserErrorFields\n      }\n      ranks {\n        ...RankList_rank\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OpenSessionFields on OpenSession {\n    id\n    device\n    address\n    startedAt\n    lastUsedAt\n    current\n  }\n"): (typeof documents)["\n  fragment OpenSessionFields on OpenSession {\n    id\n    device\n    address\n    startedAt\n    lastUsedAt\n    current\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      ...OpenSessionFields\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      ...OpenSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ended\n      message\n      errors {\n        ...UserErrorFields\n      }\n      sessions {\n        ...OpenSessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ended\n      message\n      errors {\n        ...UserErrorFields\n      }\n      sessions {\n        ...OpenSessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsPage_settings on BranchSettings {\n    id\n    branch\n    minimumPurchase\n    minimumPickupPurchase\n    additionalOrderItemLimit\n    stockMarginPercent\n    deliveryIntervalMinutes\n    nextDaySearchLimit\n    serviceFee\n    serviceFeeProductId\n    serviceFeeErpCode\n    deliveryFeeProductId\n    deliveryFeeErpCode\n    neighbourhoodPostalCode\n    supportUrl\n    loyaltyUsername\n    loyaltyPasswordSet\n  }\n"): (typeof documents)["\n  fragment SettingsPage_settings on BranchSettings {\n    id\n    branch\n    minimumPurchase\n    minimumPickupPurchase\n    additionalOrderItemLimit\n    stockMarginPercent\n    deliveryIntervalMinutes\n    nextDaySearchLimit\n    serviceFee\n    serviceFeeProductId\n    serviceFeeErpCode\n    deliveryFeeProductId\n    deliveryFeeErpCode\n    neighbourhoodPostalCode\n    supportUrl\n    loyaltyUsername\n    loyaltyPasswordSet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsBranches {\n    branchChoices(page: configuracoes) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query SettingsBranches {\n    branchChoices(page: configuracoes) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchSettings($branch: Int!) {\n    branchSettings(branch: $branch) {\n      ...SettingsPage_settings\n    }\n  }\n"): (typeof documents)["\n  query BranchSettings($branch: Int!) {\n    branchSettings(branch: $branch) {\n      ...SettingsPage_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBranchSettings($branch: Int!, $input: BranchSettingsInput!) {\n    saveBranchSettings(branch: $branch, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      settings {\n        ...SettingsPage_settings\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBranchSettings($branch: Int!, $input: BranchSettingsInput!) {\n    saveBranchSettings(branch: $branch, input: $input) {\n      message\n      errors {\n        ...UserErrorFields\n      }\n      settings {\n        ...SettingsPage_settings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffTable_members on Employee {\n    id\n    userId\n    registration\n    name\n    email\n    cpf\n    branch {\n      code\n      name\n    }\n    role\n    roleLabel\n    roles\n    available\n    active\n  }\n"): (typeof documents)["\n  fragment StaffTable_members on Employee {\n    id\n    userId\n    registration\n    name\n    email\n    cpf\n    branch {\n      code\n      name\n    }\n    role\n    roleLabel\n    roles\n    available\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employees($filter: StaffFilter, $page: Int, $pageSize: Int) {\n    employees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n"): (typeof documents)["\n  query Employees($filter: StaffFilter, $page: Int, $pageSize: Int) {\n    employees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickerEmployees($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {\n    pickerEmployees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n"): (typeof documents)["\n  query PickerEmployees($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {\n    pickerEmployees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliverymanEmployees($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {\n    deliverymanEmployees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeliverymanEmployees($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {\n    deliverymanEmployees(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      truncated\n      items {\n        ...StaffTable_members\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffBranchChoices($page: Page!) {\n    branchChoices(page: $page) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query StaffBranchChoices($page: Page!) {\n    branchChoices(page: $page) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffScreen_payload on EmployeePayload {\n    message\n    errors {\n      ...UserErrorFields\n    }\n    employee {\n      ...StaffTable_members\n    }\n  }\n"): (typeof documents)["\n  fragment StaffScreen_payload on EmployeePayload {\n    message\n    errors {\n      ...UserErrorFields\n    }\n    employee {\n      ...StaffTable_members\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePicker($input: EmployeeInput!) {\n    createPicker(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePicker($input: EmployeeInput!) {\n    createPicker(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePicker($id: ID!, $input: EmployeeInput!) {\n    updatePicker(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePicker($id: ID!, $input: EmployeeInput!) {\n    updatePicker(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeliveryman($input: EmployeeInput!) {\n    createDeliveryman(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDeliveryman($input: EmployeeInput!) {\n    createDeliveryman(input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDeliveryman($id: ID!, $input: EmployeeInput!) {\n    updateDeliveryman(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDeliveryman($id: ID!, $input: EmployeeInput!) {\n    updateDeliveryman(id: $id, input: $input) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateEmployee($id: ID!) {\n    deactivateEmployee(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateEmployee($id: ID!) {\n    deactivateEmployee(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateEmployee($id: ID!) {\n    reactivateEmployee(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateEmployee($id: ID!) {\n    reactivateEmployee(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivatePicker($id: ID!) {\n    deactivatePicker(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivatePicker($id: ID!) {\n    deactivatePicker(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivatePicker($id: ID!) {\n    reactivatePicker(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivatePicker($id: ID!) {\n    reactivatePicker(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateDeliveryman($id: ID!) {\n    deactivateDeliveryman(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateDeliveryman($id: ID!) {\n    deactivateDeliveryman(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateDeliveryman($id: ID!) {\n    reactivateDeliveryman(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateDeliveryman($id: ID!) {\n    reactivateDeliveryman(id: $id) {\n      ...StaffScreen_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmployeePasswordReset($id: ID!) {\n    sendEmployeePasswordReset(id: $id) {\n      email\n      link\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendEmployeePasswordReset($id: ID!) {\n    sendEmployeePasswordReset(id: $id) {\n      email\n      link\n      message\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;