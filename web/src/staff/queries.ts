// GraphQL documents of 'Funcionários', 'Busca de Separadores' and 'Busca de Entregadores' (schema/staff.graphql).
import { graphql } from '../generated';

export const StaffTableMembersFragment = graphql(`
  fragment StaffTable_members on Employee {
    id
    userId
    registration
    name
    email
    cpf
    branch {
      code
      name
    }
    role
    roleLabel
    roles
    available
    active
  }
`);

export const EmployeesQuery = graphql(`
  query Employees($filter: StaffFilter, $page: Int, $pageSize: Int) {
    employees(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...StaffTable_members
      }
    }
  }
`);

export const PickerEmployeesQuery = graphql(`
  query PickerEmployees($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {
    pickerEmployees(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...StaffTable_members
      }
    }
  }
`);

export const DeliverymanEmployeesQuery = graphql(`
  query DeliverymanEmployees($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {
    deliverymanEmployees(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...StaffTable_members
      }
    }
  }
`);

/** The branches the page's form offers ('funcionario', 'separador' or 'entregador'). */
export const StaffBranchChoicesQuery = graphql(`
  query StaffBranchChoices($page: Page!) {
    branchChoices(page: $page) {
      code
      name
    }
  }
`);

export const StaffScreenPayloadFragment = graphql(`
  fragment StaffScreen_payload on EmployeePayload {
    message
    errors {
      ...UserErrorFields
    }
    employee {
      ...StaffTable_members
    }
  }
`);

export const CreateEmployeeMutation = graphql(`
  mutation CreateEmployee($input: EmployeeInput!) {
    createEmployee(input: $input) {
      ...StaffScreen_payload
    }
  }
`);

export const UpdateEmployeeMutation = graphql(`
  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {
    updateEmployee(id: $id, input: $input) {
      ...StaffScreen_payload
    }
  }
`);

export const CreatePickerMutation = graphql(`
  mutation CreatePicker($input: EmployeeInput!) {
    createPicker(input: $input) {
      ...StaffScreen_payload
    }
  }
`);

export const UpdatePickerMutation = graphql(`
  mutation UpdatePicker($id: ID!, $input: EmployeeInput!) {
    updatePicker(id: $id, input: $input) {
      ...StaffScreen_payload
    }
  }
`);

export const CreateDeliverymanMutation = graphql(`
  mutation CreateDeliveryman($input: EmployeeInput!) {
    createDeliveryman(input: $input) {
      ...StaffScreen_payload
    }
  }
`);

export const UpdateDeliverymanMutation = graphql(`
  mutation UpdateDeliveryman($id: ID!, $input: EmployeeInput!) {
    updateDeliveryman(id: $id, input: $input) {
      ...StaffScreen_payload
    }
  }
`);

// 'Desativar' / 'Reativar' of each page (docs/decisions/0040-people-who-leave.md): the same payload as the forms, the
// person read again.
export const DeactivateEmployeeMutation = graphql(`
  mutation DeactivateEmployee($id: ID!) {
    deactivateEmployee(id: $id) {
      ...StaffScreen_payload
    }
  }
`);

export const ReactivateEmployeeMutation = graphql(`
  mutation ReactivateEmployee($id: ID!) {
    reactivateEmployee(id: $id) {
      ...StaffScreen_payload
    }
  }
`);

export const DeactivatePickerMutation = graphql(`
  mutation DeactivatePicker($id: ID!) {
    deactivatePicker(id: $id) {
      ...StaffScreen_payload
    }
  }
`);

export const ReactivatePickerMutation = graphql(`
  mutation ReactivatePicker($id: ID!) {
    reactivatePicker(id: $id) {
      ...StaffScreen_payload
    }
  }
`);

export const DeactivateDeliverymanMutation = graphql(`
  mutation DeactivateDeliveryman($id: ID!) {
    deactivateDeliveryman(id: $id) {
      ...StaffScreen_payload
    }
  }
`);

export const ReactivateDeliverymanMutation = graphql(`
  mutation ReactivateDeliveryman($id: ID!) {
    reactivateDeliveryman(id: $id) {
      ...StaffScreen_payload
    }
  }
`);

/** 'Enviar redefinição de senha' (type 1): the '/recovery/' link for the person's e-mail. */
export const SendEmployeePasswordResetMutation = graphql(`
  mutation SendEmployeePasswordReset($id: ID!) {
    sendEmployeePasswordReset(id: $id) {
      email
      link
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);
